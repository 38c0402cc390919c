import type { ErrorCode, ErrorValues } from './errorCodes';

/**
 * A message of the interface's catalogue and its values: what a machine carries and a view says in the reader's
 * language (`_(message.id, message.values)`), never a sentence of its own.
 */
export interface Message {
  id: string;
  values?: MessageValues;
}

/** A message's values: a code's values, or a message itself, said first (a refusal as the reason in a sentence of ours). */
export type MessageValues = Record<string, string | number | Message>;

/**
 * A code's message id. Named, rather than written after `satisfies` below: the mutation run cannot put its string
 * mutants inside a template type there.
 */
type ErrorMessageId = `error.${ErrorCode}`;

/**
 * The catalogue's message for each of the server's error codes (decision 0125): `error.<code>`, whose English is
 * the code's English text (src/domain/errorCodes.ts) with its values as ICU arguments. Each id is written out so the
 * catalogue check (scripts/catalogueCheck.ts) sees it in use; the type refuses an id of no code, and
 * tests/domain/errorMessages.test.ts that a code has none.
 */
export const ERROR_MESSAGE_IDS = [
  /*i18n*/ 'error.request.badAddress',
  /*i18n*/ 'error.request.notFound',
  /*i18n*/ 'error.request.crossSite',
  /*i18n*/ 'error.request.jsonOnly',
  /*i18n*/ 'error.request.tooDeep',
  /*i18n*/ 'error.request.badJson',
  /*i18n*/ 'error.request.emptyJson',
  /*i18n*/ 'error.request.bodyTooLarge',
  /*i18n*/ 'error.request.unsupportedMediaType',
  /*i18n*/ 'error.request.badContentLength',
  /*i18n*/ 'error.request.textNul',
  /*i18n*/ 'error.request.textSurrogate',
  /*i18n*/ 'error.request.numberNotFinite',
  /*i18n*/ 'error.request.tooMany',
  /*i18n*/ 'error.request.pageTooDeep',
  /*i18n*/ 'error.request.metricsClosed',
  /*i18n*/ 'error.server.internal',
  /*i18n*/ 'error.server.timeout',
  /*i18n*/ 'error.server.databaseUnavailable',
  /*i18n*/ 'error.server.unavailable',
  /*i18n*/ 'error.validation.required',
  /*i18n*/ 'error.validation.tooLong',
  /*i18n*/ 'error.validation.empty',
  /*i18n*/ 'error.validation.tooShort',
  /*i18n*/ 'error.validation.tooSmall',
  /*i18n*/ 'error.validation.tooLarge',
  /*i18n*/ 'error.validation.wholeNumber',
  /*i18n*/ 'error.validation.type',
  /*i18n*/ 'error.validation.oneOf',
  /*i18n*/ 'error.validation.invalid',
  /*i18n*/ 'error.validation.request',
  /*i18n*/ 'error.validation.fields',
  /*i18n*/ 'error.error.unlisted',
  /*i18n*/ 'error.auth.logInAdmin',
  /*i18n*/ 'error.auth.logInRate',
  /*i18n*/ 'error.auth.logInSuggest',
  /*i18n*/ 'error.auth.logInImport',
  /*i18n*/ 'error.auth.logInFeed',
  /*i18n*/ 'error.auth.logInSettings',
  /*i18n*/ 'error.auth.logInExport',
  /*i18n*/ 'error.auth.logInDelete',
  /*i18n*/ 'error.auth.logInWatched',
  /*i18n*/ 'error.auth.logInFavourites',
  /*i18n*/ 'error.auth.logInViewFavourites',
  /*i18n*/ 'error.auth.logInShelf',
  /*i18n*/ 'error.auth.logInAddWatchlist',
  /*i18n*/ 'error.auth.logInManageWatchlist',
  /*i18n*/ 'error.auth.logInViewWatchlist',
  /*i18n*/ 'error.auth.logInProgress',
  /*i18n*/ 'error.auth.logInFollow',
  /*i18n*/ 'error.auth.logInFollowed',
  /*i18n*/ 'error.auth.adminOnly',
  /*i18n*/ 'error.auth.ownFavouritesOnly',
  /*i18n*/ 'error.auth.invalidCredentials',
  /*i18n*/ 'error.auth.verifyFirst',
  /*i18n*/ 'error.auth.usernameTaken',
  /*i18n*/ 'error.auth.emailTaken',
  /*i18n*/ 'error.auth.alreadyRegistered',
  /*i18n*/ 'error.auth.usernameRequired',
  /*i18n*/ 'error.auth.usernameRule',
  /*i18n*/ 'error.auth.emailRequired',
  /*i18n*/ 'error.auth.emailInvalid',
  /*i18n*/ 'error.auth.enterEmail',
  /*i18n*/ 'error.auth.enterIdentifier',
  /*i18n*/ 'error.auth.passwordRequired',
  /*i18n*/ 'error.auth.enterPassword',
  /*i18n*/ 'error.auth.passwordTooShort',
  /*i18n*/ 'error.auth.passwordTooShortSentence',
  /*i18n*/ 'error.auth.passwordTooLong',
  /*i18n*/ 'error.auth.passwordOnlySpaces',
  /*i18n*/ 'error.auth.invalidResetLink',
  /*i18n*/ 'error.auth.noVerificationToken',
  /*i18n*/ 'error.auth.invalidVerificationLink',
  /*i18n*/ 'error.account.notFound',
  /*i18n*/ 'error.account.wrongPassword',
  /*i18n*/ 'error.account.feedNotFound',
  /*i18n*/ 'error.account.unknownLanguage',
  /*i18n*/ 'error.recap.notFound',
  /*i18n*/ 'error.recap.nothingToUpdate',
  /*i18n*/ 'error.recap.ratingRule',
  /*i18n*/ 'error.recap.thumbnailUrlRule',
  /*i18n*/ 'error.media.thumbnailNotFound',
  /*i18n*/ 'error.media.channelImageNotFound',
  /*i18n*/ 'error.channel.notFound',
  /*i18n*/ 'error.channel.alreadyFavourite',
  /*i18n*/ 'error.channel.notFavourite',
  /*i18n*/ 'error.channel.exists',
  /*i18n*/ 'error.channel.nameRequired',
  /*i18n*/ 'error.channel.nameAndUrlRequired',
  /*i18n*/ 'error.channel.invalidUrl',
  /*i18n*/ 'error.channel.noChannelId',
  /*i18n*/ 'error.channel.pendingReview',
  /*i18n*/ 'error.channel.pendingNotFound',
  /*i18n*/ 'error.channel.pendingAlreadyReviewed',
  /*i18n*/ 'error.thumbnailMatch.notFound',
  /*i18n*/ 'error.series.notFound',
  /*i18n*/ 'error.series.merged',
  /*i18n*/ 'error.series.mergedInto',
  /*i18n*/ 'error.series.mergeIntoItself',
  /*i18n*/ 'error.series.enterName',
  /*i18n*/ 'error.series.aliasesNeedName',
  /*i18n*/ 'error.series.nameTooLong',
  /*i18n*/ 'error.series.chapterPastLast',
  /*i18n*/ 'error.series.unknownGenre',
  /*i18n*/ 'error.series.altTitleEmpty',
  /*i18n*/ 'error.series.altTitleTooLong',
  /*i18n*/ 'error.series.altTitleIsName',
  /*i18n*/ 'error.series.altTitleTwice',
  /*i18n*/ 'error.series.altTitlesTooMany',
  /*i18n*/ 'error.series.unknownTracker',
  /*i18n*/ 'error.series.anilistIdRule',
  /*i18n*/ 'error.series.myanimelistIdRule',
  /*i18n*/ 'error.series.mangadexIdRule',
  /*i18n*/ 'error.series.mangaupdatesIdRule',
  /*i18n*/ 'error.series.synopsisTooLong',
  /*i18n*/ 'error.series.unknownStatus',
  /*i18n*/ 'error.series.chapterCountRule',
  /*i18n*/ 'error.series.nameTaken',
  /*i18n*/ 'error.series.titlesChangedMeanwhile',
  /*i18n*/ 'error.series.trackersChangedMeanwhile',
  /*i18n*/ 'error.series.trackerIdTaken',
  /*i18n*/ 'error.series.coverNotOwn',
  /*i18n*/ 'error.suggestion.alreadySuggested',
  /*i18n*/ 'error.suggestion.nameDailyLimit',
  /*i18n*/ 'error.suggestion.dailyLimit',
  /*i18n*/ 'error.suggestion.pendingAlready',
  /*i18n*/ 'error.suggestion.notFound',
  /*i18n*/ 'error.suggestion.alreadyReviewed',
  /*i18n*/ 'error.suggestion.chooseTracker',
  /*i18n*/ 'error.suggestion.enterTrackerId',
  /*i18n*/ 'error.suggestion.trackerIdAlready',
  /*i18n*/ 'error.suggestion.enterAltTitle',
  /*i18n*/ 'error.suggestion.altTitleAlready',
  /*i18n*/ 'error.suggestion.chooseStatus',
  /*i18n*/ 'error.suggestion.statusAlready',
  /*i18n*/ 'error.suggestion.enterSynopsis',
  /*i18n*/ 'error.suggestion.synopsisAlready',
  /*i18n*/ 'error.import.empty',
  /*i18n*/ 'error.import.wrongType',
  /*i18n*/ 'error.import.tooLarge',
  /*i18n*/ 'error.import.notAList',
  /*i18n*/ 'error.import.notGzip',
  /*i18n*/ 'error.import.notUtf8',
  /*i18n*/ 'error.import.declarations',
  /*i18n*/ 'error.import.xmlTooDeep',
  /*i18n*/ 'error.import.jsonTooDeep',
] as const satisfies readonly ErrorMessageId[];

const KNOWN: ReadonlySet<string> = new Set(ERROR_MESSAGE_IDS);

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(`error.${code}`);
}

function valuesOf(values: unknown): ErrorValues | undefined {
  return typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as ErrorValues) : undefined;
}

/** The message of an error code and its values. */
export function codeMessage(code: ErrorCode, values?: ErrorValues): Message {
  return values === undefined ? { id: `error.${code}` } : { id: `error.${code}`, values };
}

/** A text the catalogue has no message for, shown as the server wrote it (in English). */
export function textMessage(text: string): Message {
  return codeMessage('error.unlisted', { text });
}

function nonBlank(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** One refusal of an error body or of an item of its `errors` list: its code's message, else its own English text. */
function refusalMessage(code: unknown, values: unknown, text: unknown): Message | null {
  if (isErrorCode(code) && code !== 'validation.fields') return codeMessage(code, valuesOf(values));
  return nonBlank(text) ? textMessage(text) : null;
}

/**
 * What an error body says, in messages of the catalogue: the body's `code` (with its `values`) when the catalogue
 * knows it, else the body's English text (`message`, then `error`), else the screen's own `fallback` (no body, a
 * blank text: nothing a person can act on). Several fields refused at once (`validation.fields`) are each one's
 * message, in the list's order, shown one after the other.
 */
export function errorMessagesOf(body: Record<string, unknown> | null, fallback: Message): Message[] {
  if (body === null) return [fallback];
  if (body.code === 'validation.fields') {
    const fields = fieldMessagesOf(body);
    if (fields.length > 0) return fields;
  }
  const message = refusalMessage(body.code, body.values, body.message ?? body.error);
  return message === null ? [fallback] : [message];
}

/** The messages of an error body's `errors` list (a form's refused fields), or none when it has no such list. */
export function fieldMessagesOf(body: Record<string, unknown> | null): Message[] {
  const list = body?.errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { code, values, msg } = item as Record<string, unknown>;
    const message = refusalMessage(code, values, msg);
    return message === null ? [] : [message];
  });
}
