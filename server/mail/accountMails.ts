import type { MailMessage } from './mailer.ts';
import { ROUTES } from '../../src/domain/routes.ts';

interface LinkMailInput {
  appUrl: string;
  username: string;
  email: string;
  token: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function verifyEmailLink(appUrl: string, token: string): string {
  return `${appUrl}${ROUTES.verifyEmail}?token=${encodeURIComponent(token)}`;
}

function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}${ROUTES.resetPasswordConfirm}?token=${encodeURIComponent(token)}`;
}

function linkMail(to: string, subject: string, username: string, lead: string, link: string, action: string, footer: string): MailMessage {
  const text = `Hello ${username},\n\n${lead}\n\n${link}\n\n${footer}\n\nRecapShelf\n`;
  const html = `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(username)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p style="color: #555555">${escapeHtml(footer)}</p>
<p>RecapShelf</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail({ appUrl, username, email, token }: LinkMailInput): MailMessage {
  return linkMail(
    email,
    'Verify your RecapShelf email address',
    username,
    'Thanks for signing up. Please confirm your email address by opening this link:',
    verifyEmailLink(appUrl, token),
    'Verify email',
    'The link expires in 24 hours. If you did not create an account, you can ignore this message.',
  );
}

export function passwordResetMail({ appUrl, username, email, token }: LinkMailInput): MailMessage {
  return linkMail(
    email,
    'Reset your RecapShelf password',
    username,
    'Someone asked to reset the password of your account. To choose a new password, open this link:',
    resetPasswordLink(appUrl, token),
    'Set a new password',
    'The link expires in 1 hour and works once. If you did not ask for it, you can ignore this message: your password stays the same.',
  );
}
