import type { ErrorCode, ErrorValues } from './errorCodes';

/**
 * A message of the interface's catalogue and its values: what a machine carries and a view says in the reader's
 * language (`_(message.id, message.values)`), never a sentence of its own.
 */
export interface Message {
  id: string;
  values?: ErrorValues;
}

/**
 * The catalogue's message for each of the server's error codes (decision 0125): `error.<code>`, whose English is
 * the code's English text (src/domain/errorCodes.ts) with its values as ICU arguments. The type holds every code
 * and only them; each id is written out so the catalogue check (scripts/catalogueCheck.ts) sees it in use.
 */
export const ERROR_MESSAGE_IDS = {
  'request.badAddress': /*i18n*/ 'error.request.badAddress',
  'request.notFound': /*i18n*/ 'error.request.notFound',
  'request.crossSite': /*i18n*/ 'error.request.crossSite',
  'request.jsonOnly': /*i18n*/ 'error.request.jsonOnly',
  'request.tooDeep': /*i18n*/ 'error.request.tooDeep',
  'request.badJson': /*i18n*/ 'error.request.badJson',
  'request.emptyJson': /*i18n*/ 'error.request.emptyJson',
  'request.bodyTooLarge': /*i18n*/ 'error.request.bodyTooLarge',
  'request.unsupportedMediaType': /*i18n*/ 'error.request.unsupportedMediaType',
  'request.badContentLength': /*i18n*/ 'error.request.badContentLength',
  'request.textNul': /*i18n*/ 'error.request.textNul',
  'request.textSurrogate': /*i18n*/ 'error.request.textSurrogate',
  'request.numberNotFinite': /*i18n*/ 'error.request.numberNotFinite',
  'request.tooMany': /*i18n*/ 'error.request.tooMany',
  'request.pageTooDeep': /*i18n*/ 'error.request.pageTooDeep',
  'request.metricsClosed': /*i18n*/ 'error.request.metricsClosed',
  'server.internal': /*i18n*/ 'error.server.internal',
  'server.timeout': /*i18n*/ 'error.server.timeout',
  'server.databaseUnavailable': /*i18n*/ 'error.server.databaseUnavailable',
  'server.unavailable': /*i18n*/ 'error.server.unavailable',
  'validation.required': /*i18n*/ 'error.validation.required',
  'validation.tooLong': /*i18n*/ 'error.validation.tooLong',
  'validation.empty': /*i18n*/ 'error.validation.empty',
  'validation.tooShort': /*i18n*/ 'error.validation.tooShort',
  'validation.tooSmall': /*i18n*/ 'error.validation.tooSmall',
  'validation.tooLarge': /*i18n*/ 'error.validation.tooLarge',
  'validation.wholeNumber': /*i18n*/ 'error.validation.wholeNumber',
  'validation.type': /*i18n*/ 'error.validation.type',
  'validation.oneOf': /*i18n*/ 'error.validation.oneOf',
  'validation.invalid': /*i18n*/ 'error.validation.invalid',
  'validation.request': /*i18n*/ 'error.validation.request',
  'validation.fields': /*i18n*/ 'error.validation.fields',
  'error.unlisted': /*i18n*/ 'error.error.unlisted',
  'auth.logInAdmin': /*i18n*/ 'error.auth.logInAdmin',
  'auth.logInRate': /*i18n*/ 'error.auth.logInRate',
  'auth.logInSuggest': /*i18n*/ 'error.auth.logInSuggest',
  'auth.logInImport': /*i18n*/ 'error.auth.logInImport',
  'auth.logInFeed': /*i18n*/ 'error.auth.logInFeed',
  'auth.logInSettings': /*i18n*/ 'error.auth.logInSettings',
  'auth.logInExport': /*i18n*/ 'error.auth.logInExport',
  'auth.logInDelete': /*i18n*/ 'error.auth.logInDelete',
  'auth.logInWatched': /*i18n*/ 'error.auth.logInWatched',
  'auth.logInFavourites': /*i18n*/ 'error.auth.logInFavourites',
  'auth.logInViewFavourites': /*i18n*/ 'error.auth.logInViewFavourites',
  'auth.logInShelf': /*i18n*/ 'error.auth.logInShelf',
  'auth.logInAddWatchlist': /*i18n*/ 'error.auth.logInAddWatchlist',
  'auth.logInManageWatchlist': /*i18n*/ 'error.auth.logInManageWatchlist',
  'auth.logInViewWatchlist': /*i18n*/ 'error.auth.logInViewWatchlist',
  'auth.logInProgress': /*i18n*/ 'error.auth.logInProgress',
  'auth.logInFollow': /*i18n*/ 'error.auth.logInFollow',
  'auth.logInFollowed': /*i18n*/ 'error.auth.logInFollowed',
  'auth.adminOnly': /*i18n*/ 'error.auth.adminOnly',
  'auth.ownFavouritesOnly': /*i18n*/ 'error.auth.ownFavouritesOnly',
  'auth.invalidCredentials': /*i18n*/ 'error.auth.invalidCredentials',
  'auth.verifyFirst': /*i18n*/ 'error.auth.verifyFirst',
  'auth.usernameTaken': /*i18n*/ 'error.auth.usernameTaken',
  'auth.emailTaken': /*i18n*/ 'error.auth.emailTaken',
  'auth.alreadyRegistered': /*i18n*/ 'error.auth.alreadyRegistered',
  'auth.usernameRequired': /*i18n*/ 'error.auth.usernameRequired',
  'auth.usernameRule': /*i18n*/ 'error.auth.usernameRule',
  'auth.emailRequired': /*i18n*/ 'error.auth.emailRequired',
  'auth.emailInvalid': /*i18n*/ 'error.auth.emailInvalid',
  'auth.enterEmail': /*i18n*/ 'error.auth.enterEmail',
  'auth.enterIdentifier': /*i18n*/ 'error.auth.enterIdentifier',
  'auth.passwordRequired': /*i18n*/ 'error.auth.passwordRequired',
  'auth.enterPassword': /*i18n*/ 'error.auth.enterPassword',
  'auth.passwordTooShort': /*i18n*/ 'error.auth.passwordTooShort',
  'auth.passwordTooShortSentence': /*i18n*/ 'error.auth.passwordTooShortSentence',
  'auth.passwordTooLong': /*i18n*/ 'error.auth.passwordTooLong',
  'auth.passwordOnlySpaces': /*i18n*/ 'error.auth.passwordOnlySpaces',
  'auth.invalidResetLink': /*i18n*/ 'error.auth.invalidResetLink',
  'auth.noVerificationToken': /*i18n*/ 'error.auth.noVerificationToken',
  'auth.invalidVerificationLink': /*i18n*/ 'error.auth.invalidVerificationLink',
  'account.notFound': /*i18n*/ 'error.account.notFound',
  'account.wrongPassword': /*i18n*/ 'error.account.wrongPassword',
  'account.feedNotFound': /*i18n*/ 'error.account.feedNotFound',
  'account.unknownLanguage': /*i18n*/ 'error.account.unknownLanguage',
  'recap.notFound': /*i18n*/ 'error.recap.notFound',
  'recap.nothingToUpdate': /*i18n*/ 'error.recap.nothingToUpdate',
  'recap.ratingRule': /*i18n*/ 'error.recap.ratingRule',
  'recap.thumbnailUrlRule': /*i18n*/ 'error.recap.thumbnailUrlRule',
  'media.thumbnailNotFound': /*i18n*/ 'error.media.thumbnailNotFound',
  'media.channelImageNotFound': /*i18n*/ 'error.media.channelImageNotFound',
  'channel.notFound': /*i18n*/ 'error.channel.notFound',
  'channel.alreadyFavourite': /*i18n*/ 'error.channel.alreadyFavourite',
  'channel.notFavourite': /*i18n*/ 'error.channel.notFavourite',
  'channel.exists': /*i18n*/ 'error.channel.exists',
  'channel.nameRequired': /*i18n*/ 'error.channel.nameRequired',
  'channel.nameAndUrlRequired': /*i18n*/ 'error.channel.nameAndUrlRequired',
  'channel.invalidUrl': /*i18n*/ 'error.channel.invalidUrl',
  'channel.noChannelId': /*i18n*/ 'error.channel.noChannelId',
  'channel.pendingReview': /*i18n*/ 'error.channel.pendingReview',
  'channel.pendingNotFound': /*i18n*/ 'error.channel.pendingNotFound',
  'channel.pendingAlreadyReviewed': /*i18n*/ 'error.channel.pendingAlreadyReviewed',
  'thumbnailMatch.notFound': /*i18n*/ 'error.thumbnailMatch.notFound',
  'series.notFound': /*i18n*/ 'error.series.notFound',
  'series.merged': /*i18n*/ 'error.series.merged',
  'series.mergedInto': /*i18n*/ 'error.series.mergedInto',
  'series.mergeIntoItself': /*i18n*/ 'error.series.mergeIntoItself',
  'series.enterName': /*i18n*/ 'error.series.enterName',
  'series.aliasesNeedName': /*i18n*/ 'error.series.aliasesNeedName',
  'series.nameTooLong': /*i18n*/ 'error.series.nameTooLong',
  'series.chapterPastLast': /*i18n*/ 'error.series.chapterPastLast',
  'series.unknownGenre': /*i18n*/ 'error.series.unknownGenre',
  'series.altTitleEmpty': /*i18n*/ 'error.series.altTitleEmpty',
  'series.altTitleTooLong': /*i18n*/ 'error.series.altTitleTooLong',
  'series.altTitleIsName': /*i18n*/ 'error.series.altTitleIsName',
  'series.altTitleTwice': /*i18n*/ 'error.series.altTitleTwice',
  'series.altTitlesTooMany': /*i18n*/ 'error.series.altTitlesTooMany',
  'series.unknownTracker': /*i18n*/ 'error.series.unknownTracker',
  'series.anilistIdRule': /*i18n*/ 'error.series.anilistIdRule',
  'series.myanimelistIdRule': /*i18n*/ 'error.series.myanimelistIdRule',
  'series.mangadexIdRule': /*i18n*/ 'error.series.mangadexIdRule',
  'series.mangaupdatesIdRule': /*i18n*/ 'error.series.mangaupdatesIdRule',
  'series.synopsisTooLong': /*i18n*/ 'error.series.synopsisTooLong',
  'series.unknownStatus': /*i18n*/ 'error.series.unknownStatus',
  'series.chapterCountRule': /*i18n*/ 'error.series.chapterCountRule',
  'series.nameTaken': /*i18n*/ 'error.series.nameTaken',
  'series.titlesChangedMeanwhile': /*i18n*/ 'error.series.titlesChangedMeanwhile',
  'series.trackersChangedMeanwhile': /*i18n*/ 'error.series.trackersChangedMeanwhile',
  'series.trackerIdTaken': /*i18n*/ 'error.series.trackerIdTaken',
  'series.coverNotOwn': /*i18n*/ 'error.series.coverNotOwn',
  'suggestion.alreadySuggested': /*i18n*/ 'error.suggestion.alreadySuggested',
  'suggestion.nameDailyLimit': /*i18n*/ 'error.suggestion.nameDailyLimit',
  'suggestion.dailyLimit': /*i18n*/ 'error.suggestion.dailyLimit',
  'suggestion.pendingAlready': /*i18n*/ 'error.suggestion.pendingAlready',
  'suggestion.notFound': /*i18n*/ 'error.suggestion.notFound',
  'suggestion.alreadyReviewed': /*i18n*/ 'error.suggestion.alreadyReviewed',
  'suggestion.chooseTracker': /*i18n*/ 'error.suggestion.chooseTracker',
  'suggestion.enterTrackerId': /*i18n*/ 'error.suggestion.enterTrackerId',
  'suggestion.trackerIdAlready': /*i18n*/ 'error.suggestion.trackerIdAlready',
  'suggestion.enterAltTitle': /*i18n*/ 'error.suggestion.enterAltTitle',
  'suggestion.altTitleAlready': /*i18n*/ 'error.suggestion.altTitleAlready',
  'suggestion.chooseStatus': /*i18n*/ 'error.suggestion.chooseStatus',
  'suggestion.statusAlready': /*i18n*/ 'error.suggestion.statusAlready',
  'suggestion.enterSynopsis': /*i18n*/ 'error.suggestion.enterSynopsis',
  'suggestion.synopsisAlready': /*i18n*/ 'error.suggestion.synopsisAlready',
  'import.empty': /*i18n*/ 'error.import.empty',
  'import.wrongType': /*i18n*/ 'error.import.wrongType',
  'import.tooLarge': /*i18n*/ 'error.import.tooLarge',
  'import.notAList': /*i18n*/ 'error.import.notAList',
  'import.notGzip': /*i18n*/ 'error.import.notGzip',
  'import.notUtf8': /*i18n*/ 'error.import.notUtf8',
  'import.declarations': /*i18n*/ 'error.import.declarations',
  'import.xmlTooDeep': /*i18n*/ 'error.import.xmlTooDeep',
  'import.jsonTooDeep': /*i18n*/ 'error.import.jsonTooDeep',
} as const satisfies { [Code in ErrorCode]: `error.${Code}` };

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGE_IDS, code);
}

function valuesOf(values: unknown): ErrorValues | undefined {
  return typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as ErrorValues) : undefined;
}

/** The message of an error code and its values. */
export function codeMessage(code: ErrorCode, values?: ErrorValues): Message {
  return values === undefined ? { id: ERROR_MESSAGE_IDS[code] } : { id: ERROR_MESSAGE_IDS[code], values };
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
