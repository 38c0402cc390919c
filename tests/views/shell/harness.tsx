import { render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../../src/api/types';
import { AppProviders } from '../../../src/views/app/AppProviders';
import { ToastHost } from '../../../src/views/app/ToastHost';
import { API } from '../support/renderRoute';
import { server } from '../support/server';

/** The app-wide actors and the toasts' host (which loads the toaster with the first toast) around any tree, at a memory location. */
export function renderWithProviders(ui: ReactNode, options: { user?: User | null; watchlist?: number[]; handlers?: RequestHandler[] } = {}) {
  const user = options.user ?? null;
  // msw tries handlers in the order given, so the caller's own come first.
  server.use(
    ...(options.handlers ?? []),
    http.get(`${API}/auth/me`, () => HttpResponse.json({ user })),
    http.get(`${API}/watchlist`, () => HttpResponse.json(options.watchlist ?? [])),
    http.get(`${API}/suggestions/admin/pending/count`, () => HttpResponse.json({ count: 0 })),
    http.get(`${API}/suggestions/admin/pending`, () => HttpResponse.json([])),
    // A member's own suggestions for a series (the series page's corrections): none unless a test says.
    http.get(`${API}/suggestions/mine/all`, () => HttpResponse.json({ suggestions: [], daily_remaining: 10 })),
    // The shelf's badge counts a member's new recaps from the start, header or not.
    http.get(`${API}/shelf/new-count`, () => HttpResponse.json({ count: 0 })),
  );
  const memory = memoryLocation({ path: '/', record: true });
  return render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AppProviders>
        {ui}
        <ToastHost />
      </AppProviders>
    </Router>,
  );
}
