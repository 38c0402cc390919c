import { textMessage, type Message } from './errorMessages';

/**
 * The account calls' answers of success (server/routes/auth.ts) carry an English `message` and no code: the client
 * knows each one's text and says it in the reader's language. A text it does not know is shown as the server wrote it.
 */
const NOTICE_IDS: Record<string, string> = {
  'Registration successful! Please check your email to verify your account.': /*i18n*/ 'auth.notice.registered',
  'If that account is awaiting verification, a new verification link has been sent to its email address.': /*i18n*/ 'auth.notice.verificationResent',
  'If an account exists for that email, a reset link has been sent.': /*i18n*/ 'auth.notice.resetRequested',
  'Your password has been reset. Please log in with your new password.': /*i18n*/ 'auth.notice.passwordReset',
  'Email verified successfully.': /*i18n*/ 'auth.notice.emailVerified',
  'Your email address is already verified. You can log in.': /*i18n*/ 'auth.notice.alreadyVerified',
};

/** The message of a success answer's text, or null when the answer said nothing (the screen then has its own). */
export function noticeMessageOf(text: string | null | undefined): Message | null {
  if (typeof text !== 'string' || text === '') return null;
  return Object.hasOwn(NOTICE_IDS, text) ? { id: NOTICE_IDS[text] } : textMessage(text);
}
