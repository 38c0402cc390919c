import { afterAll, describe, expect, it } from 'vitest';
import { pretendPageOrigin, startRecordingServer, type ReceivedRequest } from '../support/recordingServer';

const server = await startRecordingServer();
pretendPageOrigin(server.origin);
const admin = await import('../../src/api/admin');
const account = await import('../../src/api/account');
const accountData = await import('../../src/api/accountData');
const interfaceLanguage = await import('../../src/api/interfaceLanguage');
const listImport = await import('../../src/api/listImport');
const spoilerShield = await import('../../src/api/spoilerShield');
const watched = await import('../../src/api/watched');
const auth = await import('../../src/api/auth');
const channels = await import('../../src/api/channels');
const recap = await import('../../src/api/recap');
const recaps = await import('../../src/api/recaps');
const series = await import('../../src/api/series');
const shelf = await import('../../src/api/shelf');
const shelfBadge = await import('../../src/api/shelfBadge');
const suggestionCount = await import('../../src/api/suggestionCount');
const suggestions = await import('../../src/api/suggestions');
const watchlist = await import('../../src/api/watchlist');

afterAll(() => server.close());

type Expected = Pick<ReceivedRequest, 'method' | 'path'> & Partial<Pick<ReceivedRequest, 'query' | 'body'>>;

/** Each call of the client, and the request the server must receive for it (spec section 7). */
const calls: [string, () => Promise<unknown>, Expected][] = [
  ['register', () => account.register({ username: 'mina', email: 'mina@example.com', password: 'long-enough' }),
    { method: 'POST', path: '/auth/register', body: { username: 'mina', email: 'mina@example.com', password: 'long-enough' } }],
  ['log in', () => account.login('mina', 'long-enough'), { method: 'POST', path: '/auth/login', body: { loginIdentifier: 'mina', password: 'long-enough' } }],
  ['resend the verification mail', () => account.resendVerification('mina@example.com'),
    { method: 'POST', path: '/auth/resend-verification', body: { email: 'mina@example.com' } }],
  ['ask for a reset link', () => account.requestPasswordReset('mina@example.com'), { method: 'POST', path: '/auth/reset-password', body: { email: 'mina@example.com' } }],
  ['reset the password', () => account.confirmPasswordReset('tok', 'new-password'),
    { method: 'POST', path: '/auth/reset-password-confirm', body: { token: 'tok', password: 'new-password' } }],
  ['verify the email', () => account.verifyEmail('tok'), { method: 'GET', path: '/auth/verify-email', query: { token: 'tok' } }],
  ['delete the account', () => accountData.deleteAccount('long-enough'), { method: 'DELETE', path: '/account', body: { password: 'long-enough' } }],
  ['keep an interface language', () => interfaceLanguage.saveInterfaceLanguage('es'), { method: 'PUT', path: '/account/language', body: { language: 'es' } }],
  ['follow the browser\'s language again', () => interfaceLanguage.saveInterfaceLanguage(null),
    { method: 'PUT', path: '/account/language', body: { language: null } }],
  ['the spoiler shield', () => spoilerShield.fetchSpoilerShield(), { method: 'GET', path: '/account/spoiler-shield' }],
  ['turn the spoiler shield on', () => spoilerShield.saveSpoilerShield(true), { method: 'PUT', path: '/account/spoiler-shield', body: { spoiler_shield: true } }],
  ['import the entries kept', () => listImport.applyListImport([{ slug: 'tower', status: 'watching', chapters: 12 }]),
    { method: 'POST', path: '/account/import/apply', body: { entries: [{ slug: 'tower', status: 'watching', chapters: 12 }] } }],
  ['who is logged in', () => auth.fetchMe(), { method: 'GET', path: '/auth/me' }],
  ['log out', () => auth.logout(), { method: 'POST', path: '/auth/logout', body: {} }],

  ['list recaps', () => recaps.fetchRecaps({ page: 2, sortBy: 'views', sortOrder: 'asc', search: 'tower' }),
    { method: 'GET', path: '/recaps', query: { page: '2', sortBy: 'views', sortOrder: 'asc', search: 'tower' } }],
  ['the watchlist page\'s recaps', () => watchlist.fetchRecapsByIds([3, 9]),
    { method: 'GET', path: '/recaps', query: { ids: '3,9', page: '1', limit: '20', sortBy: 'published_at', sortOrder: 'desc' } }],
  ['one recap', () => recap.fetchRecap(7), { method: 'GET', path: '/recaps/7' }],
  ['edit a recap', () => recap.updateRecap(7, { status: 'private' }), { method: 'PUT', path: '/recaps/7', body: { status: 'private' } }],
  ['the languages', () => channels.fetchRecapLanguages(), { method: 'GET', path: '/recaps/languages' }],
  ['the languages with counts', () => recaps.fetchRecapLanguageCounts(), { method: 'GET', path: '/recaps/language-counts' }],
  ['rate a recap', () => recap.rateRecap(7, 4), { method: 'POST', path: '/recaps/7/rate', body: { rating: 4 } }],
  ['mark a recap watched', () => watched.markWatched(7), { method: 'POST', path: '/recaps/7/watched' }],
  ['take the watched mark back', () => watched.unmarkWatched(7), { method: 'DELETE', path: '/recaps/7/watched' }],

  ['list active channels', () => channels.fetchChannels({ page: 1, limit: 20, sortBy: 'name', sortOrder: 'asc', active: true }),
    { method: 'GET', path: '/channels', query: { page: '1', limit: '20', sortBy: 'name', sortOrder: 'asc', active: '1' } }],
  ['list deactivated channels', () => channels.fetchChannels({ page: 1, limit: 20, sortBy: 'name', sortOrder: 'asc', active: false }),
    { method: 'GET', path: '/channels', query: { page: '1', limit: '20', sortBy: 'name', sortOrder: 'asc', active: '0' } }],
  ['list channels without saying which', () => channels.fetchChannels({ page: 1, limit: 20, sortBy: 'name', sortOrder: 'asc' }),
    { method: 'GET', path: '/channels', query: { page: '1', limit: '20', sortBy: 'name', sortOrder: 'asc' } }],
  ['one channel', () => channels.fetchChannel(4), { method: 'GET', path: '/channels/4' }],
  ['the favourites', () => channels.fetchFavourites({ page: 2, limit: 20 }), { method: 'GET', path: '/channels/favourites', query: { page: '2', limit: '20' } }],
  ['add a favourite', () => channels.addFavourite(4), { method: 'POST', path: '/channels/4/favourite', body: {} }],
  ['remove a favourite', () => channels.removeFavourite(4), { method: 'DELETE', path: '/channels/4/favourite' }],
  ['deactivate a channel', () => channels.deactivateChannel(4), { method: 'PUT', path: '/channels/4/deactivate' }],
  ['reactivate a channel', () => channels.reactivateChannel(4), { method: 'PUT', path: '/channels/4/reactivate' }],

  ['the pending channels', () => admin.fetchPendingChannels(), { method: 'GET', path: '/admin/pending-channels' }],
  ['approve a pending channel', () => admin.approvePendingChannel(5, { admin_notes: 'ok' } as never),
    { method: 'PUT', path: '/admin/pending-channels/5/approve', body: { admin_notes: 'ok' } }],
  ['reject a pending channel', () => admin.rejectPendingChannel(5, { admin_notes: 'no' } as never),
    { method: 'PUT', path: '/admin/pending-channels/5/reject', body: { admin_notes: 'no' } }],
  ['check a channel address', () => admin.checkChannel('https://youtube.com/@a'), { method: 'POST', path: '/admin/check-channel', body: { url: 'https://youtube.com/@a' } }],
  ['add a channel', () => admin.addChannel({ url: 'https://youtube.com/@a' } as never), { method: 'POST', path: '/admin/channels', body: { url: 'https://youtube.com/@a' } }],
  ['the thumbnail matches', () => admin.fetchThumbnailMatches({ page: 1, sortBy: 'date' } as never),
    { method: 'GET', path: '/admin/thumbnail-matches', query: { page: '1', sortBy: 'date' } }],
  ['delete a thumbnail match', () => admin.deleteThumbnailMatch(8), { method: 'DELETE', path: '/admin/thumbnail-matches/8' }],

  ['list series', () => series.fetchSeriesList({ page: 1, limit: 24, sortBy: 'name' }), { method: 'GET', path: '/series', query: { page: '1', limit: '24', sortBy: 'name' } }],
  ['one series, its slug encoded', () => series.fetchSeries('solo leveling/2'), { method: 'GET', path: '/series/solo%20leveling%2F2' }],
  ['the followed series', () => series.fetchFollowedSeries(), { method: 'GET', path: '/series/following' }],
  ['how many series each language has', () => series.fetchSeriesLanguageCounts(), { method: 'GET', path: '/series/language-counts' }],
  ['save a chapter', () => series.saveSeriesProgress('tower', 12), { method: 'PUT', path: '/series/tower/progress', body: { chapter: 12 } }],
  ['clear the chapter', () => series.clearSeriesProgress('tower'), { method: 'DELETE', path: '/series/tower/progress' }],
  ['edit a series, its slug encoded', () => series.updateSeries('solo leveling/2', { name: 'Solo Leveling' }),
    { method: 'PUT', path: '/admin/series/solo%20leveling%2F2', body: { name: 'Solo Leveling' } }],
  ['a series\' cover choices, its slug encoded', () => series.fetchSeriesCoverChoices('solo leveling/2'), { method: 'GET', path: '/admin/series/solo%20leveling%2F2/covers' }],
  ['how many series each status and genre has', () => series.fetchSeriesValueCounts(), { method: 'GET', path: '/series/value-counts' }],
  ['follow a series', () => series.followSeries('tower'), { method: 'POST', path: '/series/tower/follow' }],
  ['unfollow a series', () => series.unfollowSeries('tower'), { method: 'DELETE', path: '/series/tower/follow' }],
  ['the shelf, filtered by status', () => shelf.fetchShelf({ page: 2, limit: 20, status: 'paused' }), { method: 'GET', path: '/shelf', query: { page: '2', limit: '20', status: 'paused' } }],
  ['the shelf in the reader\'s languages', () => shelf.fetchShelf({ page: 1, limit: 1, languages: ['pt', 'en'] }), { method: 'GET', path: '/shelf', query: { page: '1', limit: '1', languages: 'pt,en' } }],
  ['the shelf\'s new count', () => shelfBadge.fetchShelfNewCount(), { method: 'GET', path: '/shelf/new-count' }],
  ['record a shelf visit', () => shelfBadge.recordShelfVisit(), { method: 'POST', path: '/shelf/visit' }],
  ['a series\' list status, its slug encoded', () => shelf.setSeriesStatus('solo leveling', 'completed'), { method: 'PUT', path: '/series/solo%20leveling/follow', body: { status: 'completed' } }],
  ['the feed address', () => series.fetchFeedToken(), { method: 'GET', path: '/account/feed-token' }],
  ['a new feed address', () => series.createFeedToken(), { method: 'POST', path: '/account/feed-token' }],

  ['suggest a series name', () => suggestions.submitSuggestion({ recap_id: 7, series_name: 'Tower' } as never),
    { method: 'POST', path: '/suggestions', body: { recap_id: 7, series_name: 'Tower' } }],
  ['the pending suggestions of every type', () => suggestions.fetchPendingSuggestions(), { method: 'GET', path: '/suggestions/admin/pending', query: { types: 'all' } }],
  ['the number of pending suggestions', () => suggestionCount.fetchPendingSuggestionCount(), { method: 'GET', path: '/suggestions/admin/pending/count' }],
  ['review a suggestion', () => suggestions.reviewSuggestion(6, { status: 'approved' } as never),
    { method: 'PUT', path: '/suggestions/admin/6', body: { status: 'approved' } }],
  ['the member\'s own suggestion', () => suggestions.fetchOwnSuggestion(7), { method: 'GET', path: '/suggestions/mine', query: { recap_id: '7' } }],
  ['suggest a field of a series', () => suggestions.submitSeriesSuggestion({ slug: 'tower', type: 'status', value: 'ongoing' }),
    { method: 'POST', path: '/suggestions/series', body: { slug: 'tower', type: 'status', value: 'ongoing' } }],
  ['the member\'s own suggestions for a series', () => suggestions.fetchMySeriesSuggestions('tower'), { method: 'GET', path: '/suggestions/mine/all', query: { series: 'tower' } }],

  ['the watchlist', () => watchlist.fetchWatchlist(), { method: 'GET', path: '/watchlist' }],
  ['add to the watchlist', () => watchlist.addToWatchlist(7), { method: 'POST', path: '/watchlist', body: { recapId: 7 } }],
  ['remove from the watchlist', () => watchlist.removeFromWatchlist(7), { method: 'DELETE', path: '/watchlist/7' }],
];

describe('each call sends the request the server answers', () => {
  it.each(calls)('%s', async (_name, call, expected) => {
    server.answerWith({ status: 200, body: { answered: true } });
    await expect(call()).resolves.toEqual({ answered: true });
    const { method, path, query, body } = server.last();
    // A call without a query sends none; a change without a body sends an empty JSON object.
    expect({ method, path, query, body }).toEqual({ query: {}, body: expected.method === 'GET' ? undefined : {}, ...expected });
  });

  it('a list file as it is, under the type its name says', async () => {
    server.answerWith({ status: 200, body: { answered: true } });
    const xml = '<?xml version="1.0"?><myanimelist></myanimelist>';
    await expect(listImport.uploadList(new File([xml], 'animelist.xml', { type: 'text/plain' }))).resolves.toEqual({ answered: true });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/account/import', contentType: 'application/xml', body: xml });
    await listImport.uploadList(new File(['{"entries":[]}'], 'shelf.json'));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/account/import', contentType: 'application/json', body: { entries: [] } });
  });
});
