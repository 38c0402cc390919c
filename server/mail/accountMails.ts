import type { MailMessage } from './mailer.ts';
import { ROUTES } from '../../src/domain/routes.ts';
import type { InterfaceLanguage } from '../../src/domain/interfaceLanguages.ts';
import { mailI18n } from './mailLanguage.ts';
import { EMAIL_TOKEN_TTL_SECONDS } from '../auth/emailTokens.ts';

interface LinkMailInput {
  appUrl: string;
  username: string;
  email: string;
  token: string;
  /** The reader's language (mailLanguage.ts); English when not given. */
  language?: InterfaceLanguage;
}

/** How long each link works, in hours: the mails say what the tokens are given. */
const VERIFY_LINK_HOURS = EMAIL_TOKEN_TTL_SECONDS.verify / 3600;
const RESET_LINK_HOURS = EMAIL_TOKEN_TTL_SECONDS.reset / 3600;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function verifyEmailLink(appUrl: string, token: string): string {
  return `${appUrl}${ROUTES.verifyEmail}?token=${encodeURIComponent(token)}`;
}

function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}${ROUTES.resetPasswordConfirm}?token=${encodeURIComponent(token)}`;
}

interface LinkMailTexts { subject: string; lead: string; action: string; footer: string }

/**
 * A mail with one link, in the reader's language. The English mail is the one this product always sent, to the
 * letter; another language's mail says so in its html's lang, for screen readers and translators' tools.
 */
function linkMail(to: string, language: InterfaceLanguage, username: string, link: string, texts: LinkMailTexts): MailMessage {
  const i18n = mailI18n(language);
  const greeting = i18n._('mail.greeting', { username });
  const { subject, lead, action, footer } = texts;
  const text = `${greeting}\n\n${lead}\n\n${link}\n\n${footer}\n\nRecapShelf\n`;
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(action)}</a></p>
<p>${escapeHtml(i18n._('mail.buttonFallback'))}<br>${escapeHtml(link)}</p>
<p style="color: #555555">${escapeHtml(footer)}</p>
<p>RecapShelf</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail({ appUrl, username, email, token, language = 'en' }: LinkMailInput): MailMessage {
  const i18n = mailI18n(language);
  return linkMail(email, language, username, verifyEmailLink(appUrl, token), {
    subject: i18n._('mail.verify.subject'),
    lead: i18n._('mail.verify.lead'),
    action: i18n._('mail.verify.action'),
    footer: i18n._('mail.verify.footer', { hours: VERIFY_LINK_HOURS }),
  });
}

export function passwordResetMail({ appUrl, username, email, token, language = 'en' }: LinkMailInput): MailMessage {
  const i18n = mailI18n(language);
  return linkMail(email, language, username, resetPasswordLink(appUrl, token), {
    subject: i18n._('mail.reset.subject'),
    lead: i18n._('mail.reset.lead'),
    action: i18n._('mail.reset.action'),
    footer: i18n._('mail.reset.footer', { hours: RESET_LINK_HOURS }),
  });
}
