import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { Recap } from '../../../src/api/types';
import { isThumbnailUrl } from '../../../src/domain/thumbnail';
import { editRecapMachine, type EditRecapContext } from '../../../src/machines/editRecap';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { describePath, longestPaths, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { inEnglish, quietApp } from '../../machines/support/appActors';

const recap = {
  id: 12,
  video_id: 'abcdefghijk',
  title: 'Solo Leveling recap part 1',
  series_name: 'Solo Leveling',
  status: 'Ongoing',
  thumbnail_url: 'https://img.example/12.jpg',
} as Recap;

const paths = modelPaths({
  name: 'editRecap',
  machine: editRecapMachine.provide({ actors: { loadRecap: pendingActor(), saveRecap: pendingActor() } }),
  input: { ...quietApp(), recapId: 12 },
  events: [
    doneEvent('loadRecap', recap),
    errorEvent('loadRecap', new ApiError(404, 'Recap not found', { error: 'Recap not found', message: 'Recap not found' })),
    errorEvent('loadRecap', new ApiError(500, 'HTTP error! status: 500', { error: 'Internal', message: 'Internal' })),
    { type: 'field.change', field: 'seriesName', value: 'Solo Leveling Ragnarok' },
    { type: 'field.change', field: 'status', value: 'Completed' },
    { type: 'field.change', field: 'thumbnailUrl', value: 'ftp://img.example/x.jpg' },
    doneEvent('saveRecap', recap),
    errorEvent('saveRecap', new ApiError(500, 'HTTP error! status: 500', { error: 'Internal', message: 'Internal' })),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context as EditRecapContext;
    return JSON.stringify([snapshot.value, c.loadError, c.saveError, c.thumbnailError, isThumbnailUrl(c.thumbnailUrl)]);
  },
  simplePaths: 0,
});

const LABELS = { seriesName: 'Series Name', status: 'Status', thumbnailUrl: 'Thumbnail URL' } as const;

/** The home list the admin lands on after leaving; its calls answered with an empty catalogue. */
const homeHandlers = [
  http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
  http.get(`${API}/recaps/languages`, () => HttpResponse.json(['en'])),
  http.get(`${API}/stats`, () => HttpResponse.json({ recaps: 0, channels: 0, series: 0, languages: 0 })),
];

function main() {
  return within(screen.getByRole('main'));
}

/** What the fields hold on this walk: the model's states are told apart without the typed text. */
type Typed = Record<keyof typeof LABELS, string>;
const loaded: Typed = { seriesName: 'Solo Leveling', status: 'Ongoing', thumbnailUrl: 'https://img.example/12.jpg' };

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject, typed: Typed) {
  switch (event.type) {
    case 'field.change': {
      typed[event.field as keyof Typed] = event.value;
      const field = main().getByLabelText(LABELS[event.field as keyof typeof LABELS]);
      await user.clear(field);
      await user.type(field, event.value);
      return;
    }
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
  const c = state.context as EditRecapContext;
  if (state.matches('left')) {
    expect(location()).toBe('/');
    if (event.type === 'xstate.done.actor.saveRecap') expect(screen.getByText('Recap updated')).toBeInTheDocument();
    return;
  }
  const view = main();
  if (state.matches('notFound')) {
    expect(view.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Try Again' })).toBeNull();
    return;
  }
  expect(view.getByRole('heading', { level: 1, name: 'Edit Recap' })).toBeInTheDocument();
  if (state.matches('loading')) {
    expect(view.getByRole('status')).toHaveTextContent('Loading...');
    return;
  }
  if (state.matches('failed')) {
    expect(view.getByRole('alert')).toHaveTextContent(inEnglish(c.loadError!));
    expect(view.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    return;
  }
  expect(view.getByText(recap.title)).toBeInTheDocument();
  expect(view.getByLabelText('Series Name')).toHaveValue(typed.seriesName);
  expect(view.getByLabelText('Status')).toHaveValue(typed.status);
  expect(view.getByLabelText('Thumbnail URL')).toHaveValue(typed.thumbnailUrl);
  const alerts = view.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual([c.saveError && inEnglish(c.saveError), c.thumbnailError && inEnglish(c.thumbnailError)].filter((text) => text !== null));
  if (state.matches('saving')) {
    expect(view.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(view.getByLabelText('Series Name')).toBeDisabled();
  } else {
    expect(view.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  }
}

describe('Edit Recap screen, generated paths', () => {
  // A path that another one starts with is walked inside it, with the same check after each of its steps.
  it.each(longestPaths(paths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, {
      loadRecap: { method: 'get', path: '/recaps/12' },
      saveRecap: { method: 'put', path: '/recaps/12' },
    });
    const route = renderRoute('/recaps/12/edit', { user: demoAdmin, handlers: [...network.handlers, ...homeHandlers] });
    const user = userEvent.setup({ delay: null });
    const typed = { ...loaded };
    await screen.findByRole('heading', { name: 'Edit Recap' }, { timeout: 5000 });
    await walkPathThroughView(path, network, {
      perform: (event) => perform(user, event, typed),
      see: (state, event) => see(state, event, route.location, typed),
    });
  });
});

describe('Edit Recap screen', () => {
  it.each(['abc', '-1', '1.5'])('/recaps/%s/edit shows Not Found and asks the server for no recap', async (id) => {
    let asked = false;
    renderRoute(`/recaps/${id}/edit`, { user: demoAdmin, handlers: [http.get(`${API}/recaps/:id`, () => ((asked = true), HttpResponse.json(recap)))] });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('names itself in the document title', async () => {
    renderRoute('/recaps/12/edit', { user: demoAdmin, handlers: [http.get(`${API}/recaps/12`, () => HttpResponse.json(recap))] });
    await screen.findByLabelText('Status', {}, { timeout: 5000 });
    expect(document.title).toBe('Edit Recap · RecapShelf');
  });

  it('sends the three fields, empty ones as null, and offers the known statuses', async () => {
    const bodies: unknown[] = [];
    const route = renderRoute('/recaps/12/edit', {
      user: demoAdmin,
      handlers: [
        http.get(`${API}/recaps/12`, () => HttpResponse.json(recap)),
        http.put(`${API}/recaps/12`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json(recap);
        }),
        ...homeHandlers,
      ],
    });
    const user = userEvent.setup({ delay: null });
    const status = await screen.findByLabelText('Status', {}, { timeout: 5000 });
    const options = [...document.querySelectorAll(`#${status.getAttribute('list')} option`)].map((option) => option.getAttribute('value'));
    expect(options).toEqual(['Ongoing', 'Completed', 'Hiatus', 'private', 'error']);
    await user.clear(status);
    await user.type(status, 'Hiatus');
    await user.clear(screen.getByLabelText('Thumbnail URL'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(route.location()).toBe('/'));
    expect(bodies).toEqual([{ series_name: 'Solo Leveling', status: 'Hiatus', thumbnail_url: null }]);
  });

  it('shows and enforces the server\'s limits before submit: counters for name and status, caps on every field (issue 18, item 8)', async () => {
    renderRoute('/recaps/12/edit', {
      user: demoAdmin,
      handlers: [http.get(`${API}/recaps/12`, () => HttpResponse.json(recap)), ...homeHandlers],
    });
    const status = await screen.findByLabelText('Status', {}, { timeout: 5000 });
    expect(status).toHaveAttribute('maxLength', '40');
    expect(status).toHaveAccessibleDescription('7/40');
    const name = screen.getByLabelText('Series Name');
    expect(name).toHaveAttribute('maxLength', '100');
    expect(name).toHaveAccessibleDescription('13/100');
    expect(screen.getByLabelText('Thumbnail URL')).toHaveAttribute('maxLength', '2048');
  });

  it('says which invisible characters the series name will lose, as they are typed', async () => {
    renderRoute('/recaps/12/edit', {
      user: demoAdmin,
      handlers: [http.get(`${API}/recaps/12`, () => HttpResponse.json(recap)), ...homeHandlers],
    });
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Series Name', {}, { timeout: 5000 });
    expect(screen.queryByText(/Left out/)).toBeNull();
    await user.clear(name);
    await user.type(name, 'Solo\u200bLeveling: #2');
    expect(screen.getByText('Left out: U+200B')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Left out: U+200B'));
    await user.clear(name);
    await user.type(name, 'Solo Leveling: #2');
    expect(screen.queryByText(/Left out/)).toBeNull();
  });
});
