import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { ShelfSeries } from '../../../src/api/types';
import { SHELF_STATUS_LABELS } from '../../../src/domain/shelfStatus';
import { seriesStatusMachine, SERIES_STATUS_FAILED } from '../../../src/machines/seriesStatus';
import { shelfNewPagingMachine, shelfPageMachine } from '../../../src/machines/shelfPage';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { loadingSession, quietApp, recordEvents } from '../../machines/support/appActors';
import { buildPage, buildRecap } from '../../support/factories';
import { describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { API, demoUser, renderRoute } from '../support/renderRoute';

const tower: ShelfSeries = {
  slug: 'tower-of-god',
  name: 'Tower of God',
  cover_url: null,
  status: 'watching',
  progress: 120,
  max_chapter: 180,
  latest_published_at: '2026-11-27T10:00:00.000Z',
  new_count: 2,
  continue_with: { id: 7, title: 'Tower of God 121-140', language: 'en', chapters_covered: '121-140', chapter_start: 121, chapter_end: 140 },
};
const omniscient: ShelfSeries = { ...tower, slug: 'omniscient-reader', name: 'Omniscient Reader', status: 'paused', progress: null, new_count: 0, continue_with: null };

const newRecaps = [buildRecap(1, { title: 'Solo Leveling 1-50' }), buildRecap(2, { title: 'Tower of God 121-140' })];

/** The shelf's new recaps (a page of GET /api/shelf asked with the list's page size), answered at once. */
const newPageHandler = http.get(`${API}/shelf`, ({ request }) => {
  if (new URL(request.url).searchParams.get('limit') !== '20') return undefined;
  return HttpResponse.json({ last_visit_at: null, new: buildPage(newRecaps, 2, false), series: [] });
});

function main() {
  return within(screen.getByRole('main'));
}

const shelfPaths = modelPaths({
  name: 'shelfPage',
  machine: shelfPageMachine.provide({
    actors: { fetchFollowing: pendingActor(), newRecapsPaging: shelfNewPagingMachine.provide({ actors: { fetchPage: pendingActor() } }) },
  }),
  input: { session: loadingSession(), shelfBadge: recordEvents().ref, isAuthenticated: true, languages: [] },
  events: (snapshot) => [
    { type: 'status.filter', status: snapshot.context.status === 'paused' ? null : 'paused' },
    doneEvent('fetchFollowing', { lastVisitAt: '2026-11-20T10:00:00.000Z', series: snapshot.context.status === 'paused' ? [omniscient] : [tower, omniscient] }),
    errorEvent('fetchFollowing', new Error('offline')),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.status, snapshot.context.series.length]),
  samplesOnly: true,
  simplePaths: 0,
}).filter((path) =>
  // A person changes the filter once the series are shown (or failed): a change while a list is on its way drops that
  // request, whose answer this network could not tell from the next one's. The machine's own walk takes that path.
  path.steps.every((step, index) => step.event.type !== 'status.filter' || !path.steps[index - 1].state.matches({ member: 'loading' })),
);

describe('My Shelf, generated paths', () => {
  it('has paths to walk', () => {
    expect(shelfPaths.length).toBeGreaterThan(4);
  });

  it.each(shelfPaths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const network = pathNetwork(path, {
      fetchFollowing: {
        method: 'get',
        path: '/shelf',
        wrap: (output) => {
          const { lastVisitAt, series } = output as { lastVisitAt: string; series: ShelfSeries[] };
          return { last_visit_at: lastVisitAt, new: buildPage([], 0, false), series };
        },
      },
    });
    renderRoute('/shelf', { user: demoUser, handlers: [newPageHandler, ...network.handlers] });
    await main().findByRole('heading', { level: 1, name: 'My Shelf' }, { timeout: 8000 });

    const perform = async (event: AnyEventObject) => {
      if (event.type === 'status.filter') await user.selectOptions(main().getByLabelText('Show'), event.status ?? '');
      else throw new Error(`No person's action for ${event.type}`);
    };
    const see = (state: ModelPath['state']) => {
      const context = state.context as { status: string | null; series: ShelfSeries[] };
      expect(main().getByRole('heading', { level: 2, name: 'New since your last visit' })).toBeInTheDocument();
      expect(main().getAllByRole('article')).toHaveLength(newRecaps.length);
      expect(main().getByLabelText('Show')).toHaveValue(context.status ?? '');
      const following = within(main().getByRole('region', { name: 'Following' }));
      if (state.matches({ member: 'loading' })) {
        expect(following.getByRole('status')).toHaveTextContent('Loading the series you follow...');
        return;
      }
      if (state.matches({ member: 'failed' })) {
        expect(following.getByRole('alert')).toHaveTextContent('Failed to load the series you follow. Please try again.');
        return;
      }
      const rows = following.getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(context.series.map((one) => one.name));
      context.series.forEach((one, index) => {
        expect(within(rows[index]).getByRole('link', { name: one.name })).toHaveAttribute('href', `/series/${one.slug}`);
        expect(within(rows[index]).getByLabelText('Status')).toHaveValue(one.status);
      });
    };
    await walkPathThroughView(path, network, { perform, see });
  });
});

const statusPaths = modelPaths({
  name: 'seriesStatus',
  machine: seriesStatusMachine.provide({ actors: { saveStatus: pendingActor() } }),
  input: { toasts: quietApp().toasts, slug: tower.slug, status: 'watching' },
  events: (snapshot) => [
    { type: 'status.choose', status: snapshot.context.saved === 'paused' ? 'completed' : 'paused' },
    doneEvent('saveStatus', { slug: tower.slug, is_following: true, status: snapshot.context.status }),
    errorEvent('saveStatus', new Error('offline')),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.status, snapshot.context.saved]),
  samplesOnly: true,
  simplePaths: 0,
});

describe('A followed series\' list status on the shelf, generated paths', () => {
  it('has paths to walk', () => {
    expect(statusPaths.length).toBeGreaterThan(2);
  });

  it.each(statusPaths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const network = pathNetwork(path, { saveStatus: { method: 'put', path: '/series/:slug/follow' } });
    renderRoute('/shelf', {
      user: demoUser,
      handlers: [
        newPageHandler,
        http.get(`${API}/shelf`, () => HttpResponse.json({ last_visit_at: null, new: buildPage([], 0, false), series: [tower] })),
        ...network.handlers,
      ],
    });
    const row = await main().findByRole('listitem', { name: tower.name }, { timeout: 8000 });

    const perform = async (event: AnyEventObject) => {
      if (event.type === 'status.choose') await user.selectOptions(within(row).getByLabelText('Status'), event.status as string);
      else throw new Error(`No person's action for ${event.type}`);
    };
    const see = (state: ModelPath['state'], event: AnyEventObject) => {
      const context = state.context as { status: string };
      const select = within(row).getByLabelText('Status');
      expect(select).toHaveValue(context.status);
      // Marked busy, never disabled: a disabled select would drop the keyboard's focus.
      expect(select).toBeEnabled();
      expect(select).toHaveAttribute('aria-disabled', String(state.matches('saving')));
      if (event.type === 'xstate.error.actor.saveStatus') expect(screen.getAllByText(SERIES_STATUS_FAILED).length).toBeGreaterThan(0);
    };
    await walkPathThroughView(path, network, { perform, see });
    // Each request named the series and the status chosen.
    for (const request of network.requests) expect(request.url).toBe(`${API}/series/${tower.slug}/follow`);
  });
});

describe('My Shelf', () => {
  it('asks a visitor to log in', async () => {
    renderRoute('/shelf');
    expect(await main().findByText('Please log in to view your shelf.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says when nothing is new and nothing is followed, with where to go', async () => {
    renderRoute('/shelf', {
      user: demoUser,
      handlers: [http.get(`${API}/shelf`, () => HttpResponse.json({ last_visit_at: null, new: buildPage([], 0, false), series: [] }))],
    });
    expect(await main().findByText(/Nothing new since your last visit\./)).toBeInTheDocument();
    expect(main().getByText('Since you joined')).toBeInTheDocument();
    expect(await main().findByText(/You follow no series yet\./)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Browse series' })).toHaveAttribute('href', '/series');
  });

  it('shows where the member is in each series and opens the recap that continues it', async () => {
    const user = userEvent.setup();
    const view = renderRoute('/shelf', {
      user: demoUser,
      handlers: [
        newPageHandler,
        http.get(`${API}/shelf`, () => HttpResponse.json({ last_visit_at: '2026-11-20T10:00:00.000Z', new: buildPage([], 0, false), series: [tower, omniscient] })),
        http.get(`${API}/recaps/:id`, () => HttpResponse.json(buildRecap(7, { title: 'Tower of God 121-140' }))),
      ],
    });
    const row = await main().findByRole('listitem', { name: tower.name });
    expect(row).toHaveTextContent('Read to chapter 120 · recaps reach chapter 180 · 2 new');
    expect(main().getByRole('listitem', { name: omniscient.name })).toHaveTextContent('Not started');
    expect(within(main().getByRole('listitem', { name: omniscient.name })).getByLabelText('Status')).toHaveDisplayValue(SHELF_STATUS_LABELS.paused);
    await user.click(within(row).getByRole('button', { name: 'Continue with 121-140 (English)' }));
    expect(view.location()).toBe('/shelf?recap=7');
  });

  it('the header names the shelf for a member, with how many recaps are new', async () => {
    renderRoute('/', { user: demoUser, shelfNewCount: 4 });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Shelf 4 new' })).toHaveAttribute('href', '/shelf');
    // On a phone the link is folded into the menu, whose button carries the count too.
    expect(screen.getByRole('button', { name: 'Menu 4 new' })).toBeInTheDocument();
  });

  it('the header has no shelf for a visitor, and no count when nothing is new', async () => {
    const visitor = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Channels' });
    expect(within(nav).queryByRole('link', { name: /Shelf/ })).toBeNull();
    visitor.unmount();
    renderRoute('/', { user: demoUser, shelfNewCount: 0 });
    expect(await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Shelf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
