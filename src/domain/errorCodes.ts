/**
 * The server's error codes, each with the English text its error body carries (decision 0125). An error body keeps
 * its English `error` (the API's contract) and adds the stable `code` the client translates, with the parts of
 * the text that vary in `values` (`{ code: 'suggestion.nameDailyLimit', values: { n: 10 } }`).
 *
 * The English texts are the templates: `{name}` stands for a value. A name the list below calls numeric matches
 * digits only, so "search must be at most 200 characters." is `validation.tooLong` and not `validation.tooLarge`
 * with a limit of "200 characters". One code, one text: the client's catalogue translates each code once.
 */
export const ERROR_MESSAGES = {
  // Reaching the API
  'request.badAddress': 'This address is not valid. Check it for a typing mistake, or start again from the home page.',
  'request.notFound': 'Not found: {method} {path}',
  'request.crossSite': 'Cross-site request refused',
  'request.jsonOnly': 'Content-Type must be application/json',
  'request.tooDeep': 'The request body is nested too deeply: at most {max} levels of objects and lists.',
  // The framework's own refusals of a body, in its words
  'request.badJson': "Body is not valid JSON but content-type is set to 'application/json'",
  'request.emptyJson': "Body cannot be empty when content-type is set to 'application/json'",
  'request.bodyTooLarge': 'Request body is too large',
  'request.unsupportedMediaType': 'Unsupported Media Type',
  'request.badContentLength': 'Request body size did not match Content-Length',
  'request.textNul': 'Text cannot contain NUL characters',
  'request.textSurrogate': 'Text cannot contain unpaired surrogate characters',
  'request.numberNotFinite': 'Numbers must be finite',
  'request.tooMany': 'Too many requests. Please try again later.',
  'request.pageTooDeep': 'Page is too deep; narrow the search or filters.',
  'request.metricsClosed': 'Metrics are open to loopback callers and to the bearer of METRICS_TOKEN only',
  'server.internal': 'Internal server error',
  'server.timeout': 'This request took the database too long and was stopped. Please try again in a moment.',
  'server.databaseUnavailable': 'Database unavailable',
  'server.unavailable': 'The catalogue is unavailable for a moment. Please try again.',

  // Schema refusals (validationMessage.ts): the field as the API names it
  'validation.required': '{field} is required.',
  'validation.tooLong': '{field} must be at most {limit} characters.',
  'validation.empty': '{field} cannot be empty.',
  'validation.tooShort': '{field} must be at least {limit} characters.',
  'validation.tooSmall': '{field} must be at least {limit}.',
  'validation.tooLarge': '{field} must be at most {limit}.',
  'validation.wholeNumber': '{field} must be a whole number.',
  'validation.type': '{field} must be {type}.',
  'validation.oneOf': '{field} must be one of: {allowed}.',
  'validation.invalid': '{field} is not valid.',
  'validation.request': 'The request is not valid.',
  /** Several fields refused at once: the `errors` list carries each one's code, and the text is theirs joined. */
  'validation.fields': '{messages}',
  /** A text the list does not know (a fault of the server's, which the tests look for): shown as it is. */
  'error.unlisted': '{text}',

  // Signing in and the account
  'auth.logInAdmin': 'Please log in to access admin features.',
  'auth.logInRate': 'You must be logged in to rate.',
  'auth.logInSuggest': 'You must be logged in to submit suggestions',
  'auth.logInImport': 'Please log in to import your list.',
  'auth.logInFeed': 'Please log in to manage your feed.',
  'auth.logInSettings': 'Please log in to change your settings.',
  'auth.logInExport': 'Please log in to export your data.',
  'auth.logInDelete': 'Please log in to delete your account.',
  'auth.logInWatched': 'Please log in to mark recaps watched.',
  'auth.logInFavourites': 'Please log in to manage favorites.',
  'auth.logInViewFavourites': 'Please log in to view your favourites.',
  'auth.logInShelf': 'Please log in to see your shelf.',
  'auth.logInAddWatchlist': 'Please log in to add items to your watchlist.',
  'auth.logInManageWatchlist': 'Please log in to manage your watchlist.',
  'auth.logInViewWatchlist': 'Please log in to view your watchlist.',
  'auth.logInProgress': 'Please log in to keep your place in a series.',
  'auth.logInFollow': 'Please log in to follow a series.',
  'auth.logInFollowed': 'Please log in to see the series you follow.',
  'auth.adminOnly': 'Admin access required',
  'auth.ownFavouritesOnly': 'You can only list your own favourites',
  'auth.invalidCredentials': 'Invalid username/email or password',
  'auth.verifyFirst': 'Please verify your email before logging in.',
  'auth.usernameTaken': 'That username is already taken.',
  'auth.emailTaken': 'An account with that email already exists.',
  'auth.alreadyRegistered': 'That username or email is already registered.',
  'auth.usernameRequired': 'Username is required.',
  'auth.usernameRule': 'Username must be {min} to {max} characters: letters, digits, underscores, hyphens or full stops.',
  'auth.emailRequired': 'Email is required.',
  'auth.emailInvalid': 'Please enter a valid email address.',
  'auth.enterEmail': 'Please enter your email address.',
  'auth.enterIdentifier': 'Please enter your username or email.',
  'auth.passwordRequired': 'Password is required.',
  'auth.enterPassword': 'Please enter your password.',
  'auth.passwordTooShort': 'Password must be at least {min} characters long',
  /** The register form's sentences end with a full stop; the spec's reset wording has none. */
  'auth.passwordTooShortSentence': 'Password must be at least {min} characters long.',
  'auth.passwordTooLong': 'Password must be at most {max} characters long.',
  'auth.passwordOnlySpaces': 'Password cannot be only spaces.',
  'auth.invalidResetLink': 'Invalid or expired reset link.',
  'auth.noVerificationToken': 'No verification token provided.',
  'auth.invalidVerificationLink': 'Invalid or expired verification link.',
  'account.notFound': 'Account not found.',
  'account.wrongPassword': 'That password is not right. Your account was not deleted.',
  'account.feedNotFound': 'Feed not found',
  'account.unknownLanguage': 'The language must be one of: {languages}, or null to follow the browser.',

  // Recaps, channels and favourites
  'recap.notFound': 'Recap not found.',
  'recap.nothingToUpdate': 'Nothing to update: send series_name, status or thumbnail_url',
  'recap.ratingRule': 'Rating must be a whole number from 1 to 5',
  'recap.thumbnailUrlRule': 'Thumbnail URL must be an http:// or https:// address or a path on this site starting with /',
  'media.thumbnailNotFound': 'Thumbnail not found',
  'media.channelImageNotFound': 'Channel image not found',
  'channel.notFound': 'Channel not found',
  'channel.alreadyFavourite': 'Channel already in favourites',
  'channel.notFavourite': 'Channel not found in favourites',
  'channel.exists': 'Channel already exists in database',
  'channel.nameRequired': 'Channel name is required',
  'channel.nameAndUrlRequired': 'Name and URL are required',
  'channel.invalidUrl': 'Invalid YouTube channel URL. Use a youtube.com/@handle, /channel/, /c/ or /user/ address.',
  'channel.noChannelId': 'Could not extract channel ID from URL',
  'channel.pendingReview': 'Channel is pending review: approve or reject it in Pending Channels.',
  'channel.pendingNotFound': 'Pending channel not found',
  'channel.pendingAlreadyReviewed': 'Pending channel was already {status}',
  'thumbnailMatch.notFound': 'Thumbnail match not found',

  // Series
  'series.notFound': 'Series not found.',
  'series.merged': 'This series was merged into another.',
  'series.mergedInto': 'This series was merged into {slug}.',
  'series.mergeIntoItself': 'A series cannot be merged into itself.',
  'series.enterName': 'Please enter a series name',
  'series.aliasesNeedName': 'Aliases are given with the series name they go with.',
  'series.nameTooLong': 'Series name must be at most {max} characters',
  'series.chapterPastLast': 'Chapter {chapter} is past the last known chapter of this series, chapter {last}.',
  'series.unknownGenre': '"{genre}" is not one of the genres a series can have.',
  'series.altTitleEmpty': 'Other titles cannot be empty.',
  'series.altTitleTooLong': 'Each other title must be at most {max} characters.',
  'series.altTitleIsName': '"{title}" is this series\' name already.',
  'series.altTitleTwice': '"{title}" is listed twice.',
  'series.altTitlesTooMany': 'A series can have at most {max} other titles.',
  'series.unknownTracker': '"{tracker}" is not a tracker; the trackers are {trackers}.',
  'series.anilistIdRule': 'An AniList id is a number, as in anilist.co/manga/105398.',
  'series.myanimelistIdRule': 'A MyAnimeList id is a number, as in myanimelist.net/manga/121496.',
  'series.mangadexIdRule': 'A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.',
  'series.mangaupdatesIdRule': 'A MangaUpdates id is up to 12 lowercase letters and digits, as in mangaupdates.com/series/pb8uwds.',
  'series.synopsisTooLong': 'The synopsis must be at most {max} characters.',
  'series.unknownStatus': '"{status}" is not a status; a series is {statuses}, or has no status.',
  'series.chapterCountRule': 'The chapter count must be a whole number from 1 to {max}, or unknown.',
  'series.nameTaken': '"{name}" is already a name of {owner}.',
  'series.titlesChangedMeanwhile': 'Another change to these titles came first; please try again.',
  'series.trackersChangedMeanwhile': 'Another change to these tracker ids came first; please try again.',
  'series.trackerIdTaken': 'The {tracker} id {id} is already linked to {owner}.',
  'series.coverNotOwn': 'The cover must be one of the pictures of this series\' recaps.',

  // Suggestions
  'suggestion.alreadySuggested': 'You have already suggested a series name for this recap',
  'suggestion.nameDailyLimit': 'You can suggest at most {n} series names per day',
  'suggestion.dailyLimit': 'You can make at most {n} suggestions per day',
  'suggestion.pendingAlready': "You already have a suggestion for this series' {field} waiting for review",
  'suggestion.notFound': 'Suggestion not found',
  'suggestion.alreadyReviewed': 'Suggestion was already {status}',
  'suggestion.chooseTracker': 'Please choose a tracker: {trackers}.',
  'suggestion.enterTrackerId': 'Please enter the {tracker} id.',
  'suggestion.trackerIdAlready': 'This series links to that {tracker} id already.',
  'suggestion.enterAltTitle': 'Please enter the other title.',
  'suggestion.altTitleAlready': '"{title}" is one of this series\' other titles already.',
  'suggestion.chooseStatus': 'Please choose a status: {statuses}.',
  'suggestion.statusAlready': 'This series is {status} already.',
  'suggestion.enterSynopsis': 'Please enter the synopsis you suggest.',
  'suggestion.synopsisAlready': 'This is the synopsis the series has already.',

  // Importing a tracker's list
  'import.empty': 'The file is empty.',
  'import.wrongType': 'Upload a MyAnimeList export (XML, or gzipped XML) or an AniList list (JSON).',
  'import.tooLarge': 'The file is larger than {mb} MB; a list export is much smaller.',
  'import.notAList': 'This file is not a MyAnimeList or AniList manga list.',
  'import.notGzip': 'This file is not a gzipped MyAnimeList export: it could not be unzipped.',
  'import.notUtf8': 'This file is not UTF-8 text, as both trackers write their exports.',
  'import.declarations': 'This file declares a document type or entities, which a MyAnimeList export never does; it was not read.',
  'import.xmlTooDeep': 'This file nests its elements too deeply to be a MyAnimeList export; it was not read.',
  'import.jsonTooDeep': 'This file nests its values too deeply to be an AniList list; it was not read.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** What varies in an error's text, by the name its template gives it. */
export type ErrorValues = Record<string, string | number>;

/** Values that are counts or limits: digits only (with a thousands comma), given to the client as numbers. */
const NUMERIC_VALUES = new Set(['n', 'limit', 'min', 'max', 'chapter', 'last', 'mb']);
/** The numeric values the English text writes with a thousands comma (a synopsis of at most 5,000 characters). */
const GROUPED_VALUES = new Set(['max']);
const PLACEHOLDER = /\{(\w+)\}/g;

/** The English text of a code with its values, as the server writes it. */
export function errorText(code: ErrorCode, values: ErrorValues = {}): string {
  return ERROR_MESSAGES[code].replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' && GROUPED_VALUES.has(name) ? value.toLocaleString('en', { maximumFractionDigits: 20 }) : String(value);
  });
}

interface Matcher { code: ErrorCode; pattern: RegExp; names: string[]; literal: number }

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matcherOf(code: ErrorCode): Matcher {
  const template: string = ERROR_MESSAGES[code];
  const names: string[] = [];
  const parts = template.split(PLACEHOLDER);
  // split with a capture group alternates literal text and placeholder names.
  const pattern = parts.map((part, index) => {
    if (index % 2 === 0) return escapeForPattern(part);
    names.push(part);
    return NUMERIC_VALUES.has(part) ? '(\\d[\\d,]*(?:\\.\\d+)?)' : '(.+?)';
  }).join('');
  return { code, pattern: new RegExp(`^${pattern}$`, 's'), names, literal: template.replace(PLACEHOLDER, '').length };
}

// The most literal text first: "Series not found." is itself, never `{field} is not valid.`-like guesses.
const MATCHERS: Matcher[] = ERROR_CODES.filter((code) => code !== 'validation.fields' && code !== 'error.unlisted').map(matcherOf).sort((a, b) => b.literal - a.literal);

/** The code and values of an English error text, or undefined for a text the list does not know. */
export function errorCodeOf(text: string): { code: ErrorCode; values?: ErrorValues } | undefined {
  for (const matcher of MATCHERS) {
    const found = matcher.pattern.exec(text);
    if (found === null) continue;
    if (matcher.names.length === 0) return { code: matcher.code };
    const values: ErrorValues = {};
    matcher.names.forEach((name, index) => {
      const value = found[index + 1];
      values[name] = NUMERIC_VALUES.has(name) ? Number(value.replace(/,/g, '')) : value;
    });
    return { code: matcher.code, values };
  }
  return undefined;
}
