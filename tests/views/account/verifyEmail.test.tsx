import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/views/App';
import { ApiError } from '../../../src/api/errors';
import { verifyEmailMachine, type VerifyEmailContext } from '../../../src/machines/verifyEmail';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, renderRoute } from '../support/renderRoute';
import { server } from '../support/server';
import { describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';

const verifiedText = 'Email verified successfully. You can now log in.';
const expired = new ApiError(400, 'Invalid or expired verification token', {
  error: 'Invalid or expired verification token',
  message: 'Invalid or expired verification token',
});

const options = {
  name: 'verifyEmail',
  machine: verifyEmailMachine.provide({ actors: { verifyEmail: pendingActor() } }),
  events: [
    doneEvent('verifyEmail', { message: verifiedText }),
    errorEvent('verifyEmail', expired),
    errorEvent('verifyEmail', new ApiError(0, 'Failed to fetch', null)),
  ],
  serializeState: (snapshot: ModelPath['state']) => JSON.stringify([snapshot.value, snapshot.context]),
  simplePaths: 0,
};

// Each walk has its own token: a link's request is shared while it is on its way, and some walks end
// with it still pending.
const walks = [
  ...modelPaths(options, { token: 'abc123' }).map((path, index) => ({ path, route: `/verify-email?token=abc123-${index}` })),
  ...modelPaths(options, { token: null }).map((path) => ({ path, route: '/verify-email' })),
];

function page() {
  return within(screen.getByRole('main'));
}

function see(state: ModelPath['state']) {
  const c = state.context as VerifyEmailContext;
  const view = page();
  if (state.matches('verified')) {
    expect(view.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeInTheDocument();
    expect(view.getByRole('status')).toHaveTextContent(verifiedText);
    expect(view.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  } else if (state.matches('failed')) {
    expect(view.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    expect(view.getByRole('alert')).toHaveTextContent(c.error ?? '');
    expect(view.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(view.getByText(/Log in with your email address and choose Resend verification email/)).toBeInTheDocument();
  } else {
    expect(view.getByRole('heading', { level: 1, name: 'Verifying your email...' })).toBeInTheDocument();
    expect(view.queryByRole('link', { name: 'Go to Login' })).toBeNull();
  }
}

describe('verify email screen, generated paths', () => {
  it.each(walks.map(({ path, route }) => [`${route}: ${describePath(path)}`, path, route] as const))('%s', async (_name, path, route) => {
    const network = pathNetwork(path, { verifyEmail: { method: 'get', path: '/auth/verify-email' } });
    renderRoute(route, { user: null, handlers: network.handlers });
    await screen.findByRole('heading', { level: 1 });
    await walkPathThroughView(path, network, { perform: async () => {}, see });
  });

  it('the generated paths show every spec text of the screen', () => {
    const errors = new Set(walks.flatMap(({ path }) => path.steps.map((step) => (step.state.context as VerifyEmailContext).error)));
    expect(errors).toEqual(
      new Set([null, 'No verification token provided.', 'Invalid or expired verification token', 'An error occurred during verification.']),
    );
  });
});

describe('verify email screen', () => {
  it('sends the token of the link once, and Go to Login leads to the login screen', async () => {
    const tokens: (string | null)[] = [];
    const route = renderRoute('/verify-email?token=once', {
      user: null,
      handlers: [
        http.get(`${API}/auth/verify-email`, ({ request }) => {
          tokens.push(new URL(request.url).searchParams.get('token'));
          return HttpResponse.json({ message: verifiedText });
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(tokens).toEqual(['once']);
    await user.click(page().getByRole('link', { name: 'Go to Login' }));
    expect(route.location()).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login to Your Account' })).toBeInTheDocument();
  });

  it('sends a link once even when React starts the page twice (development StrictMode)', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${API}/auth/me`, () => HttpResponse.json({ error: 'Not authenticated', message: 'Not authenticated' }, { status: 401 })),
      http.get(`${API}/auth/verify-email`, ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        // A token works once, as on the server.
        return tokens.length === 1
          ? HttpResponse.json({ message: verifiedText })
          : HttpResponse.json({ error: 'Token already used', message: 'Token already used' }, { status: 400 });
      }),
    );
    const memory = memoryLocation({ path: '/verify-email?token=strict' });
    render(
      <StrictMode>
        <App locationHook={memory.hook} searchHook={memory.searchHook} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(tokens).toEqual(['strict']);
  });
});
