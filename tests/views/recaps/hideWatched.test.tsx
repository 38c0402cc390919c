import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

/** A member's recap lists can leave out what they watched; the choice is kept in the address like every filter. */
describe('Hide watched', () => {
  it('a member hides the watched recaps: the address and the request say hideWatched=true, the Filters button counts it, and pressing again shows them', async () => {
    const user = userEvent.setup();
    const { handler, queries } = recapsHandler((query) => pageOf(query.get('hideWatched') === 'true' ? [recap(2)] : [recap(1, { watched: true }), recap(2)]));
    const view = renderRoute('/', { user: demoUser, handlers: [handler] });
    await screen.findByText('Recap title 1', {}, slow);
    const panel = screen.getByRole('group', { name: 'Filters' });
    const hide = await within(panel).findByRole('button', { name: 'Hide watched' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');

    await user.click(hide);
    await waitFor(() => expect(view.location()).toBe('/?hideWatched=true'));
    await waitFor(() => expect(screen.queryByText('Recap title 1')).toBeNull());
    expect(queries.at(-1)?.get('hideWatched')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'Hide watched' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Hide watched' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(await screen.findByText('Recap title 1')).toBeInTheDocument();
    expect(queries.at(-1)?.get('hideWatched')).toBeNull();
  });

  it('a shared address with hideWatched=true opens the member\'s list with it on', async () => {
    const { handler, queries } = recapsHandler(() => pageOf([recap(2)]));
    renderRoute('/?hideWatched=true&sortBy=views', { user: demoUser, handlers: [handler] });
    await screen.findByText('Recap title 2', {}, slow);
    expect(queries.at(-1)?.get('hideWatched')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Hide watched' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('a visitor never sees it, nor is it counted when a shared address carries it', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/?hideWatched=true', { handlers: [handler] });
    await screen.findByText('Recap title 1', {}, slow);
    expect(screen.queryByRole('button', { name: 'Hide watched' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
