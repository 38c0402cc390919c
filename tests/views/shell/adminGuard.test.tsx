import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_ANSWER_MS, SLOW_ANSWER_TEXT } from '../../../src/machines/shared/slowAnswer';
import { AdminGuard } from '../../../src/views/app/AdminGuard';
import { API, demoAdmin, demoUser, renderRoute } from '../support/renderRoute';
import { renderWithProviders } from './harness';

const adminRoutes = ['/admin/suggestions', '/admin/add-channel', '/admin/thumbnail-matches', '/admin/pending-channels', '/recaps/7/edit'];

/** An admin page behind the guard, the session answering an administrator once `answered` settles. */
function renderGuardedPage(answered: () => Promise<unknown>) {
  renderWithProviders(
    <AdminGuard>
      <h1>Secret admin page</h1>
    </AdminGuard>,
    {
      handlers: [
        http.get(`${API}/auth/me`, async () => {
          await answered();
          return HttpResponse.json({ user: demoAdmin });
        }),
      ],
    },
  );
}

describe('admin guard', () => {
  it.each(adminRoutes)('tells a visitor at %s that admin privileges are needed, with a way home', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all recaps' })).toHaveAttribute('href', '/');
  });

  it('denies a logged-in member too', async () => {
    renderRoute('/admin/pending-channels', { user: demoUser });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  });

  it('shows a loading line while the session is still being asked for, then the page for an admin', async () => {
    renderGuardedPage(() => delay(150));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Secret admin page' })).toBeInTheDocument();
    expect(screen.queryByText('You need admin privileges to access this page.')).not.toBeInTheDocument();
  });

  it('says after 8 s that the session is taking longer, and shows the page when its answer comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      renderGuardedPage(() => released);
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS));
      expect(await screen.findByText(SLOW_ANSWER_TEXT)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      release();
      expect(await screen.findByRole('heading', { name: 'Secret admin page' })).toBeInTheDocument();
      expect(screen.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('unknown addresses', () => {
  it('show Page not found with a link home', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all recaps' })).toHaveAttribute('href', '/');
  });
});
