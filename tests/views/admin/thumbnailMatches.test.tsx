import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { MatchType, ThumbnailMatch } from '../../../src/api/types';
import { shownMatches, thumbnailMatchesMachine, type ThumbnailMatchesContext } from '../../../src/machines/thumbnailMatches';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { buildThumbnailMatch } from '../../support/factories';
import { coveringPaths, describePath, pathNetwork, walkPathThroughView } from './adminWalk';
import { quietApp } from '../../machines/support/appActors';

function match(id: number, type: MatchType, score: number, created: string): ThumbnailMatch {
  return buildThumbnailMatch(id, {
    match_type: type,
    confidence: id % 2 === 0 ? 'HIGH' : 'MEDIUM',
    similarity_score: score,
    created_at: created,
    series_name_1: `Series ${id}`,
    published_at_1: '2026-05-01T00:00:00Z',
  });
}
const matches = [
  match(1, 'SAME_SERIES', 0.81, '2026-11-01T00:00:00Z'),
  match(2, 'EXACT_DUPLICATE', 0.99, '2026-10-01T00:00:00Z'),
  match(3, 'DIFFERENT', 0.42, '2026-11-20T00:00:00Z'),
  match(4, 'POSSIBLY_RELATED', 0.63, '2026-11-10T00:00:00Z'),
];
const LABELS: Record<MatchType, string> = {
  EXACT_DUPLICATE: 'Exact duplicate',
  SAME_SERIES: 'Same series',
  POSSIBLY_RELATED: 'Possibly related',
  DIFFERENT: 'Different',
};

const allPaths = modelPaths({
  name: 'thumbnailMatches',
  machine: thumbnailMatchesMachine.provide({ actors: { loadMatches: pendingActor(), removeMatch: pendingActor() } }),
  input: quietApp(),
  events: [
    doneEvent('loadMatches', matches),
    doneEvent('loadMatches', []),
    errorEvent('loadMatches', new ApiError(500, 'HTTP error! status: 500', null)),
    { type: 'SORT', sortBy: 'date' },
    { type: 'SORT', sortBy: 'type' },
    { type: 'FILTER', filter: 'SAME_SERIES' },
    { type: 'FILTER', filter: 'DIFFERENT' },
    { type: 'DELETE', id: 1 },
    doneEvent('removeMatch'),
    errorEvent('removeMatch', new ApiError(500, 'HTTP error! status: 500', null)),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context as ThumbnailMatchesContext;
    return JSON.stringify([snapshot.value, c.matches.map((m) => m.id), c.sortBy, c.filter, c.deleteError]);
  },
  simplePaths: 0,
});
const paths = coveringPaths(allPaths, (state) => {
  const c = state.context as ThumbnailMatchesContext;
  return [c.matches.length, c.sortBy, c.filter, c.deleteError];
});

function main() {
  return within(screen.getByRole('main'));
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject) {
  switch (event.type) {
    case 'SORT':
      await user.selectOptions(main().getByLabelText('Sort by'), event.sortBy);
      return;
    case 'FILTER':
      await user.selectOptions(main().getByLabelText('Match type'), event.filter);
      return;
    case 'DELETE': {
      const button = main().queryByRole('button', { name: `Delete match First video ${event.id} and Second video ${event.id}` });
      // A deleted or filtered-out match has no Delete button to press.
      if (button) await user.click(button);
      return;
    }
    case 'RETRY':
      await user.click(main().getByRole('button', { name: 'Try Again' }));
      return;
    default:
      throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state'], event: AnyEventObject) {
  const c = state.context as ThumbnailMatchesContext;
  const view = main();
  expect(view.getByRole('heading', { level: 1, name: 'Thumbnail Duplicate Matches' })).toBeInTheDocument();
  if (event.type === 'xstate.done.actor.removeMatch') expect(screen.getAllByText('Match deleted').length).toBeGreaterThan(0);
  if (state.matches('loading')) {
    expect(view.getByRole('status')).toHaveTextContent('Loading matches...');
    return;
  }
  if (state.matches('failed')) {
    expect(view.getByRole('alert')).toHaveTextContent('Failed to fetch thumbnail matches');
    return;
  }
  const totals = within(view.getByLabelText('Totals per type'));
  for (const type of Object.keys(LABELS) as MatchType[]) {
    const count = c.matches.filter((m) => m.match_type === type).length;
    expect(totals.getByText(LABELS[type]).nextElementSibling).toHaveTextContent(String(count));
  }
  expect(view.getByLabelText('Sort by')).toHaveValue(c.sortBy);
  expect(view.getByLabelText('Match type')).toHaveValue(c.filter);
  const shown = shownMatches(c);
  if (c.matches.length === 0) expect(view.getByText('No thumbnail matches')).toBeInTheDocument();
  else if (shown.length === 0) expect(view.getByText('No matches of this type')).toBeInTheDocument();
  const items = view.queryAllByRole('listitem');
  expect(items).toHaveLength(shown.length);
  shown.forEach((m, index) => {
    const card = within(items[index]);
    expect(card.getByText(LABELS[m.match_type], { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText(`${m.confidence === 'HIGH' ? 'High' : 'Medium'} confidence`)).toBeInTheDocument();
    expect(card.getByText(`Similarity ${Math.round(m.similarity_score * 100)}%`)).toBeInTheDocument();
    expect(card.getByRole('link', { name: m.title_1 })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${m.video_id_1}`);
    expect(card.getByRole('link', { name: m.title_2 })).toBeInTheDocument();
    expect(card.getByText(m.series_name_1!)).toBeInTheDocument();
    expect(card.getByText('Channel A')).toBeInTheDocument();
    expect(card.getByText('Channel B')).toBeInTheDocument();
    const alert = card.queryByRole('alert');
    if (c.deleteError?.id === m.id) expect(alert).toHaveTextContent('Failed to delete match.');
    else expect(alert).toBeNull();
    const deleting = state.matches('deleting') && c.deletingId === m.id;
    const button = card.getByRole('button', { name: `Delete match ${m.title_1} and ${m.title_2}` });
    expect(button).toHaveTextContent(deleting ? 'Deleting...' : 'Delete');
    expect(button).toHaveProperty('disabled', state.matches('deleting'));
  });
}

describe('Thumbnail Duplicate Matches screen, generated paths', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, {
      loadMatches: { method: 'get', path: '/admin/thumbnail-matches', wrap: (output) => ({ matches: output }) },
      removeMatch: { method: 'delete', path: '/admin/thumbnail-matches/:id' },
    });
    renderRoute('/admin/thumbnail-matches', { user: demoAdmin, handlers: network.handlers });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Thumbnail Duplicate Matches' }, { timeout: 5000 });
    await walkPathThroughView(path, network, {
      perform: (event) => perform(user, event),
      see: (state, event) => see(state, event),
    });
  });
});

describe('Thumbnail Duplicate Matches screen', () => {
  it('offers the sorts and the type filter with All first', async () => {
    renderRoute('/admin/thumbnail-matches', {
      user: demoAdmin,
      handlers: [http.get(`${API}/admin/thumbnail-matches`, () => HttpResponse.json({ matches }))],
    });
    const sort = (await screen.findByLabelText('Sort by', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual(['Similarity score', 'Date', 'Type']);
    const filter = screen.getByLabelText('Match type') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Exact duplicate', 'Same series', 'Possibly related', 'Different']);
  });
});
