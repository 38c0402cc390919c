import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { recapListAddress } from '../../../src/domain/listAddress';
import { DEFAULT_RECAP_FILTERS, type RecapFilters } from '../../../src/domain/recapQuery';
import { recapBrowsingMachine, recapPagingMachine, selectRecapFilters } from '../../../src/machines/recapBrowsing';
import { searchMachine } from '../../../src/machines/search';
import { loadingSession } from '../../machines/support/appActors';
import { modelPaths, pendingActor } from '../../machines/support/modelWalk';
import { renderRoute, settle } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

/**
 * The recap browsing machine's generated paths, walked through the home page: a person choosing a language or
 * searching (typed, then Enter), and the browser going to an address (a link, Back). After each step the address,
 * the search box, the language and the list's requests are what the model says: a person's change asks the
 * server once and is one new address; an address is followed and never written back.
 */
const model = recapBrowsingMachine.provide({
  actors: {
    paging: recapPagingMachine.provide({ actors: { fetchPage: pendingActor() } }),
    search: searchMachine.provide({ actions: { persistHistory: () => {} } }),
  },
});
type Snapshot = SnapshotFrom<typeof model>;
const input = { session: loadingSession() };
const address = (filters: RecapFilters) => {
  const query = recapListAddress.write(filters);
  return query ? `/?${query}` : '/';
};

const generated = modelPaths({
  name: 'recapBrowsing',
  machine: model,
  input,
  simplePaths: 0,
  events: (snapshot) => [
    { type: 'filters.change', filters: { language: selectRecapFilters(snapshot as Snapshot).language === 'ko' ? 'en' : 'ko' } },
    { type: 'search.committed', query: 'tower' },
    { type: 'address.change', filters: recapListAddress.read('search=solo') },
    { type: 'address.change', filters: DEFAULT_RECAP_FILTERS },
  ],
  serializeState: (snapshot) => recapListAddress.write(selectRecapFilters(snapshot as Snapshot)),
});
// Every shortest path is the start of a longer one that takes one more event: only the longer ones are walked.
const stepsOf = (path: (typeof generated)[number]) => path.steps.map((step) => JSON.stringify(step.event)).join(' > ');
const paths = generated.filter((path) => !generated.some((other) => stepsOf(other).startsWith(`${stepsOf(path)} > `)));

async function perform(event: AnyEventObject, view: ReturnType<typeof renderRoute>, user: ReturnType<typeof userEvent.setup>) {
  switch (event.type) {
    case 'filters.change':
      await user.selectOptions(screen.getByLabelText('Language'), (event.filters as Partial<RecapFilters>).language!);
      return;
    case 'search.committed': {
      const box = screen.getByRole('combobox', { name: 'Search recaps' });
      await user.clear(box);
      await user.type(box, `${event.query as string}{Enter}`);
      return;
    }
    case 'address.change':
      view.navigate(address(event.filters as RecapFilters));
      return;
    default:
      throw new Error(`No person or browser action for ${event.type}`);
  }
}

describe('recap browsing paths through the home page', () => {
  it('has generated paths through every transition of the machine', () => {
    const events = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...events].sort()).toEqual(['address.change', 'filters.change', 'search.committed', 'xstate.init']);
  });

  for (const path of paths) {
    const name = path.steps
      .slice(1)
      .map((step) => `${step.event.type}(${step.event.type === 'address.change' ? address(step.event.filters as RecapFilters) : JSON.stringify(step.event.filters ?? step.event.query)})`)
      .join(' > ');
    it(name, async () => {
      const user = userEvent.setup();
      const { handler, queries } = recapsHandler(() => pageOf([recap(1)]));
      const view = renderRoute('/', { handlers: [handler] });
      await screen.findByText('Recap title 1', {}, { timeout: 10000 });
      const expected = createActor(model, { input }).start();
      let asked = 1;
      for (const step of path.steps.slice(1)) {
        const before = address(selectRecapFilters(expected.getSnapshot()));
        await perform(step.event, view, user);
        expected.send(step.event as never);
        const filters = selectRecapFilters(expected.getSnapshot());
        if (address(filters) !== before) asked += 1;
        await waitFor(() => {
          expect(view.location()).toBe(address(filters));
          expect(screen.getByRole('combobox', { name: 'Search recaps' })).toHaveValue(filters.search);
          expect(screen.getByLabelText('Language')).toHaveValue(filters.language);
          expect(queries).toHaveLength(asked);
        });
        expect(queries.at(-1)?.get('search') ?? '').toBe(filters.search);
        expect(queries.at(-1)?.get('language')).toBe(filters.language);
      }
      // Nothing more is asked or written once the page has settled.
      await settle(350);
      expect(queries).toHaveLength(asked);
      expect(view.location()).toBe(address(selectRecapFilters(expected.getSnapshot())));
      expected.stop();
    });
  }
});
