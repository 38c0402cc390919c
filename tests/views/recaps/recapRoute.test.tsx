import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Recap } from '../../../src/api/types';
import { API, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

/** The app at a recap's own address (a feed entry's link), with the home list and GET /recaps/:id answered. */
function openRecapAddress(path: string, answer: (id: string) => Recap | null) {
  const asked: string[] = [];
  const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)]));
  const view = renderRoute(path, {
    handlers: [
      handler,
      http.get(`${API}/recaps/:id`, ({ params }) => {
        const id = String(params.id);
        // /recaps/language-counts and /recaps/languages are the list's own calls, answered by renderRoute.
        if (id.startsWith('language')) return undefined;
        asked.push(id);
        const found = answer(id);
        return found === null ? HttpResponse.json({ error: 'Recap not found.' }, { status: 404 }) : HttpResponse.json(found);
      }),
    ],
  });
  return { ...view, asked };
}

describe('a recap\'s own address, /recaps/:id', () => {
  it('shows the recap it names over the home list, and the page title names the recap', async () => {
    const view = openRecapAddress('/recaps/4', (id) => recap(Number(id)));
    // The dialog says "Loading recap..." until the recap arrives, then is replaced by the recap's own, named by it.
    const dialog = await screen.findByRole('dialog', { name: 'Series 4' }, slow);
    expect(within(dialog).getByRole('heading', { name: 'Series 4' })).toBeInTheDocument();
    expect(within(dialog).getByText('Recap title 4')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Recap title 4 · RecapShelf'));
    expect(screen.queryByText('Page not found')).toBeNull();
    // The list the dialog stands over is the home page's, and the address is the one a card would give.
    expect(await screen.findByText('Recap title 1', {}, slow)).toBeInTheDocument();
    expect(view.location()).toBe('/?recap=4');
    expect(view.asked).toEqual(['4']);
  });

  it('closing the recap leaves the home list, named as the list again', async () => {
    const user = userEvent.setup();
    const view = openRecapAddress('/recaps/4', (id) => recap(Number(id)));
    await screen.findByRole('dialog', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe('/');
    await waitFor(() => expect(document.title).toBe('Recaps · RecapShelf'));
  });

  it('says Recap not found, in the dialog and the title, for an unknown id, a hidden recap and a malformed id', async () => {
    for (const [path, asks] of [['/recaps/999', true], ['/recaps/5', true], ['/recaps/abc', false]] as const) {
      const view = openRecapAddress(path, (id) => (id === '5' ? recap(5, { status: 'private' }) : null));
      const dialog = await screen.findByRole('dialog', {}, slow);
      expect(await within(dialog).findByRole('heading', { name: 'Recap not found.' }, slow)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Recap not found · RecapShelf'));
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(screen.queryByText('Recap title 5')).toBeNull();
      expect(view.asked.length > 0).toBe(asks);
      view.unmount();
    }
  });
});
