import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSession, useWatchlist } from '../../../src/views/app/hooks';
import { API, demoUser } from '../support/renderRoute';
import { renderWithProviders } from './harness';

function WatchlistProbe() {
  const { ids, isSaved, toggle } = useWatchlist();
  const { send } = useSession();
  return (
    <>
      <p data-testid="ids">{ids.join(',')}</p>
      <p data-testid="saved">{isSaved(5) ? 'saved' : 'not saved'}</p>
      <button type="button" onClick={() => toggle(5, 'add')}>
        toggle
      </button>
      <button type="button" onClick={() => send({ type: 'session.logOut' })}>
        logout
      </button>
    </>
  );
}

describe('the one watchlist actor', () => {
  it('loads the ids once the session finds a user, and empties them at logout', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WatchlistProbe />, {
      user: demoUser,
      watchlist: [5, 9],
      handlers: [http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'ok' }))],
    });
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('5,9'));
    expect(screen.getByTestId('saved')).toHaveTextContent('saved');
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent(''));
    expect(screen.getByTestId('saved')).toHaveTextContent('not saved');
  });

  it('tells a visitor to log in, once, as a toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WatchlistProbe />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findAllByText('Please log in to add items to your watchlist.')).toHaveLength(1);
  });
});
