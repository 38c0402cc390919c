import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { seriesDetail } from '../series/fixtures';
import { channel, pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

/**
 * Every control that opens the recap dialog, on the page it is on: opening adds a history entry naming the
 * recap, Back closes the dialog on the same page, and loading that address again opens the dialog again.
 */
interface Opener {
  name: string;
  path: string;
  user?: User;
  recapId: number;
  open: (page: ReturnType<typeof within>) => Promise<HTMLElement>;
}

const openers: Opener[] = [
  { name: 'a card on the home list', path: '/', recapId: 2, open: (page) => page.findByRole('button', { name: 'Open Recap title 2' }, slow) },
  { name: 'a card on a channel page', path: '/recaps/channel/7', recapId: 2, open: (page) => page.findByRole('button', { name: 'Open Recap title 2' }, slow) },
  { name: 'a card on a series page', path: '/series/tower', recapId: 2, open: (page) => page.findByRole('button', { name: 'Open Recap title 2' }, slow) },
  { name: 'a bar of a series page\'s coverage map', path: '/series/tower', recapId: 10, open: (page) => page.findByRole('button', { name: 'One: Chapters 1–30' }, slow) },
  {
    name: '"Continue from chapter N" on a series page',
    path: '/series/tower',
    user: demoUser,
    recapId: 10,
    open: (page) => page.findByRole('button', { name: 'Continue from chapter 13' }, slow),
  },
];

function render(opener: Opener, path = opener.path) {
  const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)]));
  return renderRoute(path, {
    browserHistory: true,
    user: opener.user ?? null,
    handlers: [
      handler,
      http.get(`${API}/channels/:id`, () => HttpResponse.json(channel)),
      http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ progress: opener.user ? 12 : null }))),
      http.get(`${API}/recaps/:id`, ({ params }) => {
        if (String(params.id).startsWith('language')) return undefined;
        return HttpResponse.json(recap(Number(params.id), { title: `Recap title ${String(params.id)}` }));
      }),
    ],
  });
}

const page = () => within(screen.getByRole('main'));
/** The dialog shows the recap (its "Loading recap..." notice is another dialog element, so it is looked up anew). */
const showsRecap = (id: number) => waitFor(() => expect(within(screen.getByRole('dialog')).getByText(`Recap title ${id}`)).toBeInTheDocument(), slow);

describe('the recap dialog is in the address, whichever control opened it', () => {
  it.each(openers.map((opener) => [opener.name, opener] as const))('%s: opening adds to history, Back closes it, the address opens it again', async (_name, opener) => {
    const user = userEvent.setup();
    const view = render(opener);
    const control = await opener.open(page());
    await user.click(control);

    await showsRecap(opener.recapId);
    const opened = `${opener.path}?recap=${opener.recapId}`;
    expect(view.location()).toBe(opened);

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe(opener.path);
    expect(page().getByRole('button', { name: 'Open Recap title 1' })).toBeInTheDocument();

    // A reload, or the link shared: the same address opens the same recap.
    view.unmount();
    render(opener, opened);
    await showsRecap(opener.recapId);
  });
});
