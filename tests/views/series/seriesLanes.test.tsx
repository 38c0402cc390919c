import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';

const slow = { timeout: 8000 };
const page = () => within(screen.getByRole('main'));
const lanes = () => within(page().getByRole('region', { name: 'Chapter coverage' }));

function render(path: string) {
  return renderRoute(path, {
    browserHistory: true,
    handlers: [
      http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail())),
      http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
    ],
  });
}

/** The map's lanes as it shows them: one group per channel, or per language. */
async function showsLanes(names: string[]) {
  await waitFor(() => expect(names.map((name) => lanes().queryByRole('group', { name }))).not.toContain(null), slow);
}

describe('Series page, the coverage grouping in the address', () => {
  it('By language is a new history entry naming it; Back groups by channel again, and the address opens it grouped by language', async () => {
    const user = userEvent.setup();
    const view = render('/series/tower');
    await page().findByRole('heading', { level: 1, name: 'Tower' }, slow);
    await showsLanes(['One', 'Two']);
    // The default writes nothing.
    expect(view.location()).toBe('/series/tower');
    const before = window.history.length;

    await user.click(lanes().getByRole('radio', { name: 'By language' }));
    await waitFor(() => expect(view.location()).toBe('/series/tower?lanes=language'));
    expect(window.history.length).toBe(before + 1);
    await showsLanes(['English', 'Korean']);

    act(() => window.history.back());
    await waitFor(() => expect(view.location()).toBe('/series/tower'));
    await showsLanes(['One', 'Two']);
    expect(lanes().getByRole('radio', { name: 'By channel' })).toBeChecked();

    // A reload, or the link shared.
    view.unmount();
    render('/series/tower?lanes=language');
    await page().findByRole('heading', { level: 1, name: 'Tower' }, slow);
    await showsLanes(['English', 'Korean']);
    expect(lanes().getByRole('radio', { name: 'By language' })).toBeChecked();
  });

  it('a change of the recap list\'s filters keeps the grouping, and By channel again takes the parameter away', async () => {
    const user = userEvent.setup();
    const view = render('/series/tower?lanes=language');
    await page().findByRole('heading', { level: 1, name: 'Tower' }, slow);
    await showsLanes(['English', 'Korean']);

    await user.selectOptions(page().getByLabelText('Sort by'), 'views');
    await waitFor(() => expect(view.location()).toBe('/series/tower?sortBy=views&lanes=language'));
    await showsLanes(['English', 'Korean']);

    await user.click(lanes().getByRole('radio', { name: 'By channel' }));
    await waitFor(() => expect(view.location()).toBe('/series/tower?sortBy=views'));
    await showsLanes(['One', 'Two']);
  });
});
