import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { SeriesCoverChoices, SeriesDetail } from '../../../src/api/types';
import { NO_SERIES_LINKS } from '../../../src/domain/seriesIdentity';
import { editSeriesMachine, type EditSeriesContext } from '../../../src/machines/editSeries';
import { DEFAULT_COVER_CHOICE } from '../../../src/views/pages/admin/CoverPicker';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { coveringPaths, describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { inEnglish, quietApp } from '../../machines/support/appActors';

const series = {
  slug: 'solo-leveling', name: 'Solo Leveling', synopsis: 'A hunter levels up.', status: 'ongoing', genres: ['Action'],
  alt_titles: ['나 혼자만 레벨업'], total_chapters: 179, links: { ...NO_SERIES_LINKS, anilist: '105398' },
} as unknown as SeriesDetail;
const WIDE = '/media/thumbnails/solo0000001.jpg';
const SHORT = '/media/thumbnails/solo0000002.jpg';
const coverChoices: SeriesCoverChoices = {
  chosen_url: SHORT, default_url: WIDE,
  pictures: [{ url: WIDE, title: 'Solo Leveling 1-50' }, { url: SHORT, title: 'Solo Leveling 51-60' }],
};
/** Each cover choice's accessible name. */
const COVER_NAMES = new Map<string | null, string>([[null, DEFAULT_COVER_CHOICE], [WIDE, 'Solo Leveling 1-50'], [SHORT, 'Solo Leveling 51-60']]);
const CLASH = '"ORV" is already a name of Omniscient Reader.';
const BAD_ID = '32d76d19';
const GOOD_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';

const generated = modelPaths({
  name: 'editSeries',
  machine: editSeriesMachine.provide({ actors: { loadSeries: pendingActor(), loadCoverChoices: pendingActor(), saveSeries: pendingActor() } }),
  input: { ...quietApp(), slug: 'solo-leveling' },
  events: [
    doneEvent('loadSeries', series),
    errorEvent('loadSeries', new ApiError(404, 'Series not found.', { error: 'Series not found.', message: 'Series not found.' })),
    errorEvent('loadSeries', new ApiError(500, 'HTTP error! status: 500', { error: 'Internal', message: 'Internal' })),
    doneEvent('loadCoverChoices', coverChoices),
    errorEvent('loadCoverChoices', new ApiError(500, 'HTTP error! status: 500', { error: 'Internal', message: 'Internal' })),
    { type: 'cover.choose', url: null },
    { type: 'cover.choose', url: WIDE },
    { type: 'field.change', field: 'mangadex', value: BAD_ID },
    { type: 'field.change', field: 'mangadex', value: GOOD_ID },
    { type: 'genre.toggle', genre: 'Murim' },
    doneEvent('saveSeries', series),
    errorEvent('saveSeries', new ApiError(409, CLASH, { error: CLASH, message: CLASH })),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context as EditSeriesContext;
    return JSON.stringify([snapshot.value, c.loadError, c.formError, c.saveError, c.mangadex, c.genres, c.cover]);
  },
  simplePaths: 0,
});
// Every state, transition and message shown, each walked once through the screen.
const paths = coveringPaths(generated, (state) => {
  const c = state.context as EditSeriesContext;
  return [c.loadError, c.formError, c.saveError];
});

/** The series page the admin lands on after leaving; its calls answered. */
const backHandlers = [
  http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
  http.get(`${API}/stats`, () => HttpResponse.json({ recaps: 0, channels: 0, series: 0, languages: 0 })),
];

function main() {
  return within(screen.getByRole('main'));
}

interface Typed {
  mangadex: string;
  genres: string[];
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject, typed: Typed) {
  switch (event.type) {
    case 'field.change': {
      typed.mangadex = event.value;
      const field = main().getByLabelText('MangaDex id');
      await user.clear(field);
      await user.type(field, event.value);
      return;
    }
    case 'cover.choose':
      await user.click(main().getByRole('radio', { name: COVER_NAMES.get(event.url) }));
      return;
    case 'genre.toggle':
      typed.genres = typed.genres.includes(event.genre) ? typed.genres.filter((genre) => genre !== event.genre) : [...typed.genres, event.genre];
      await user.click(main().getByRole('checkbox', { name: event.genre }));
      return;
    case 'form.submit':
      await user.click(main().getByRole('button', { name: 'Save Changes' }));
      return;
    case 'form.cancel':
      await user.click(main().getByRole('button', { name: 'Cancel' }));
      return;
    case 'request.retry':
      await user.click(main().getByRole('button', { name: 'Try Again' }));
      return;
    default:
      throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state'], event: AnyEventObject, location: () => string, typed: Typed) {
  const c = state.context as EditSeriesContext;
  if (state.matches('left')) {
    expect(location()).toBe('/');
    if (event.type === 'xstate.done.actor.saveSeries') expect(screen.getByText('Series updated')).toBeInTheDocument();
    return;
  }
  const view = main();
  if (state.matches('notFound')) {
    expect(view.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    return;
  }
  expect(view.getByRole('heading', { level: 1, name: 'Edit Series' })).toBeInTheDocument();
  if (state.matches('loading') || state.matches('loadingCovers')) {
    expect(view.getByRole('status')).toHaveTextContent('Loading...');
    return;
  }
  if (state.matches('failed')) {
    expect(view.getByRole('alert')).toHaveTextContent('Failed to fetch series data.');
    expect(view.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    return;
  }
  expect(view.getByText('Solo Leveling')).toBeInTheDocument();
  // One cover chosen, the one the form will send; each choice a radio named by what it is.
  const covers = within(view.getByRole('group', { name: 'Cover' }));
  expect(covers.getAllByRole('radio')).toEqual([...COVER_NAMES.values()].map((name) => covers.getByRole('radio', { name })));
  expect(view.getByRole('radio', { name: COVER_NAMES.get(c.cover) })).toBeChecked();
  expect(view.getByLabelText('MangaDex id')).toHaveValue(typed.mangadex);
  expect(view.getByLabelText('Status')).toHaveValue('ongoing');
  expect(view.getByLabelText('Other titles')).toHaveValue('나 혼자만 레벨업');
  expect(view.getByLabelText('Chapters in all')).toHaveValue('179');
  const checked = view.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.parentElement!.textContent!.trim());
  expect(checked.sort()).toEqual([...typed.genres].sort());
  const alerts = view.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual([c.formError ?? c.saveError].filter((shown) => shown !== null).map(inEnglish));
  if (state.matches('saving')) expect(view.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  else expect(view.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
}

describe('Edit Series screen, generated paths', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, {
      loadSeries: { method: 'get', path: '/series/solo-leveling' },
      loadCoverChoices: { method: 'get', path: '/admin/series/solo-leveling/covers' },
      saveSeries: { method: 'put', path: '/admin/series/solo-leveling' },
    });
    const route = renderRoute('/series/solo-leveling/edit', { user: demoAdmin, handlers: [...network.handlers, ...backHandlers] });
    const user = userEvent.setup({ delay: null });
    const typed: Typed = { mangadex: '', genres: ['Action'] };
    await screen.findByRole('heading', { name: 'Edit Series' }, { timeout: 5000 });
    await walkPathThroughView(path, network, {
      perform: (event) => perform(user, event, typed),
      see: (state, event) => see(state, event, route.location, typed),
    });
  });
});

describe('Edit Series screen', () => {
  it('sends every field, as the server takes them, and names itself in the document title', async () => {
    const bodies: unknown[] = [];
    const route = renderRoute('/series/solo-leveling/edit', {
      user: demoAdmin,
      handlers: [
        http.get(`${API}/series/solo-leveling`, () => HttpResponse.json(series)),
        http.get(`${API}/admin/series/solo-leveling/covers`, () => HttpResponse.json(coverChoices)),
        http.put(`${API}/admin/series/solo-leveling`, async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(series))),
        ...backHandlers,
      ],
    });
    const user = userEvent.setup({ delay: null });
    const status = await screen.findByLabelText('Status', {}, { timeout: 5000 });
    expect(document.title).toBe('Edit Series · RecapShelf');
    await user.selectOptions(status, 'completed');
    await user.type(screen.getByLabelText('Other titles'), '{Enter}Ore dake Level Up na Ken');
    await user.clear(screen.getByLabelText('Chapters in all'));
    await user.type(screen.getByLabelText('MangaUpdates id'), 'pb8uwds');
    expect(screen.getByRole('radio', { name: 'Solo Leveling 51-60' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Solo Leveling 1-50' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(route.location()).toBe('/'));
    expect(bodies).toEqual([{
      cover_url: WIDE, synopsis: 'A hunter levels up.', status: 'completed', genres: ['Action'], alt_titles: ['나 혼자만 레벨업', 'Ore dake Level Up na Ken'], total_chapters: null,
      links: { anilist: '105398', myanimelist: null, mangadex: null, mangaupdates: 'pb8uwds' },
    }]);
  });

  it('chooses the cover with the keyboard alone: the chosen picture takes the focus, the arrows choose another, Enter saves', async () => {
    const bodies: unknown[] = [];
    renderRoute('/series/solo-leveling/edit', {
      user: demoAdmin,
      handlers: [
        http.get(`${API}/series/solo-leveling`, () => HttpResponse.json(series)),
        http.get(`${API}/admin/series/solo-leveling/covers`, () => HttpResponse.json({ ...coverChoices, chosen_url: null })),
        http.put(`${API}/admin/series/solo-leveling`, async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(series))),
        ...backHandlers,
      ],
    });
    const user = userEvent.setup({ delay: null });
    const defaultCover = await screen.findByRole('radio', { name: DEFAULT_COVER_CHOICE }, { timeout: 5000 });
    expect(defaultCover).toBeChecked();
    defaultCover.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Solo Leveling 1-50' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Solo Leveling 1-50' })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ cover_url: WIDE })]));
  });
});
