import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShelfSeries, User } from '../../../src/api/types';
import type { ROUTES } from '../../../src/domain/routes';
import { API, demoAdmin, demoUser, pendingSuggestion, renderRoute } from '../support/renderRoute';
import { englishLeft, readInPseudoLocale } from '../support/englishLeft';
import { pageOf, recap, recapsHandler, channel as recapsChannel } from '../recaps/fixtures';
import { channel, channelsServer } from '../channels/fixtures';
import { seriesDetail } from '../series/fixtures';
import { SERIES_GENRES } from '../../../src/domain/seriesIdentity';
import { buildPage, buildPendingChannel, buildThumbnailMatch } from '../../support/factories';
import { answerMatches, matchesResponse } from '../../support/thumbnailMatchServer';

const slow = { timeout: 10000 };
const ACCENTED = /[À-ɏ]/;

/** A page as a test opens it in the pseudo-locale: who is there, what the server answers, and what says it is in. */
interface PageVisit {
  path: string;
  user?: User;
  handlers?: RequestHandler[];
  /** Data the page shows once its answers are in (found by text). */
  shows: string;
  /** Names and titles of this page's data, which stay as they are. */
  data?: RegExp[];
}

const tower: ShelfSeries = {
  slug: 'tower', name: 'Tower', cover_url: null, status: 'watching', progress: 20, max_chapter: 60, latest_published_at: '2026-11-27T10:00:00.000Z',
  new_count: 1, continue_with: { id: 7, title: 'Tower 21-40', language: null, chapters_covered: '21-40', chapter_start: 21, chapter_end: 40 },
};
const recapWithSeries = recap(4, { series_slug: 'tower', series_name: 'Tower' });
const homeList = recapsHandler(() => pageOf([recap(1), recap(2)], 2, false)).handler;

/**
 * Every page of the app (src/domain/routes.ts), as the person it is for sees it with its data in: a route added
 * without a visit here fails to compile, so a new page is read in the pseudo-locale from its first day.
 */
const VISITS: Record<keyof typeof ROUTES, PageVisit> = {
  home: { path: '/', handlers: [homeList], shows: 'Recap title 2' },
  channelRecaps: {
    path: '/recaps/channel/7',
    handlers: [homeList, http.get(`${API}/channels/:id`, () => HttpResponse.json(recapsChannel))],
    shows: 'Recap title 2',
    data: [new RegExp(`^${recapsChannel.description}$`)],
  },
  channels: { path: '/channels', user: demoUser, handlers: channelsServer([channel(1), channel(2)]).handlers, shows: 'Channel 1', data: [/^Channel \d$/] },
  seriesList: {
    path: '/series',
    handlers: [http.get(`${API}/series`, () => HttpResponse.json({ data: [seriesDetail()], total: 1, hasMore: false }))],
    shows: 'Tower',
    data: [/^Tower$/],
  },
  series: {
    path: '/series/tower',
    handlers: [http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ status: 'ongoing' })))],
    shows: 'The Tower',
    data: [/^(The )?Tower$/, /^(One|Two)$/],
  },
  editSeries: {
    path: '/series/tower/edit',
    user: demoAdmin,
    handlers: [
      http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ synopsis: 'A climb.' }))),
      http.get(`${API}/admin/series/tower/covers`, () => HttpResponse.json({ chosen_url: null, default_url: null, pictures: [] })),
    ],
    shows: 'A climb.',
    // The genres a series can have are the catalogue's own vocabulary, stored and shown as they are.
    data: [/^(The )?Tower$/, /^A climb\.$/, new RegExp(`^(${SERIES_GENRES.join('|')})$`)],
  },
  favourites: {
    path: '/favourites',
    user: demoUser,
    handlers: [http.get(`${API}/channels/favourites`, () => HttpResponse.json(buildPage([channel(1)])))],
    shows: 'Channel 1',
    data: [/^Channel \d$/],
  },
  watchlist: { path: '/watchlist', user: demoUser, shows: '' },
  shelf: {
    path: '/shelf',
    user: demoUser,
    handlers: [http.get(`${API}/shelf`, () => HttpResponse.json({ last_visit_at: null, new: pageOf([recap(1)]), series: [tower] }))],
    shows: 'Tower',
    data: [/^Tower$/],
  },
  listImport: { path: '/account/import', user: { ...demoUser, language: null }, shows: '' },
  account: { path: '/account', user: { ...demoUser, language: null }, shows: '' },
  register: { path: '/register', shows: '' },
  login: { path: '/login', shows: '' },
  verifyEmail: {
    path: '/verify-email?token=once',
    handlers: [http.get(`${API}/auth/verify-email`, () => HttpResponse.json({ message: 'Email verified successfully.' }))],
    shows: '',
  },
  resetPassword: { path: '/reset-password', shows: '' },
  resetPasswordConfirm: { path: '/reset-password-confirm?token=reset-token', shows: '' },
  recap: { path: '/recaps/4', handlers: [homeList, http.get(`${API}/recaps/4`, () => HttpResponse.json(recapWithSeries))], shows: 'Recap title 4', data: [/^Tower$/] },
  editRecap: {
    path: '/recaps/4/edit',
    user: demoAdmin,
    handlers: [http.get(`${API}/recaps/4`, () => HttpResponse.json(recapWithSeries))],
    shows: '',
    data: [/^Tower$/],
  },
  adminSuggestions: { path: '/admin/suggestions', user: demoAdmin, shows: 'Recap 1', data: [/^Recap 1$/] },
  // The language codes beside their names, and the example address, are as the server takes them.
  adminAddChannel: { path: '/admin/add-channel', user: demoAdmin, shows: '', data: [/^und$/, /^https:\/\/www\.youtube\.com\/@channel$/] },
  adminThumbnailMatches: {
    path: '/admin/thumbnail-matches',
    user: demoAdmin,
    handlers: [http.get(`${API}/admin/thumbnail-matches`, () => HttpResponse.json(matchesResponse(answerMatches({ type: null, sort: 'similarity', page: 1 }, 10, [buildThumbnailMatch(1)]))))],
    shows: 'First video 1',
    data: [/^(First|Second) video 1$/, /^Channel [AB]$/],
  },
  adminPendingChannels: {
    path: '/admin/pending-channels',
    user: demoAdmin,
    handlers: [http.get(`${API}/admin/pending-channels`, () => HttpResponse.json([buildPendingChannel(1)]))],
    shows: 'https://www.youtube.com/@channel1',
    data: [/^https:\/\/www\.youtube\.com\/@channel1$/],
  },
};

describe('every page read in the pseudo-locale', () => {
  beforeEach(readInPseudoLocale);

  it.each(Object.entries(VISITS))('%s leaves no English on the page', async (_name, visit) => {
    renderRoute(visit.path, { user: visit.user ?? null, handlers: visit.handlers ?? [], pendingSuggestions: [pendingSuggestion(1)] });
    // The page's own heading is in, its data too, and the language menu (the header's last part).
    await screen.findAllByRole('heading', { level: 1, hidden: true }, slow);
    if (visit.shows !== '') await screen.findAllByText(visit.shows, { exact: false }, slow);
    // Hidden from the accessibility tree while a dialog is open (the recap's address), but there all the same.
    await screen.findAllByRole('option', { name: 'Español', hidden: true }, slow);
    expect(englishLeft(visit.data)).toEqual([]);
  });

  it('Not Found leaves no English on the page', async () => {
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: ACCENTED }, slow);
    await screen.findByRole('option', { name: 'Español' }, slow);
    expect(englishLeft()).toEqual([]);
  });
});
