import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { loginMachine, type LoginContext } from '../../../src/machines/login';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { describePath, longestPaths, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { quietApp } from '../../machines/support/appActors';

const unverifiedText = 'Please verify your email before logging in.';
const unverified = new ApiError(403, unverifiedText, { error: unverifiedText, message: unverifiedText, needsVerification: true });
const wrongPassword = new ApiError(401, 'Invalid credentials', { error: 'Invalid credentials', message: 'Invalid credentials' });
const resentText = 'Verification email sent. Please check your inbox.';

/**
 * A person fills the empty fields, and empties the login field only where that matters: before asking for
 * a resend. The machine test walks every order of typing.
 */
function personEvents(snapshot: { context: unknown; matches: (value: never) => boolean }): AnyEventObject[] {
  const c = snapshot.context as LoginContext;
  const typing: AnyEventObject[] = [];
  if (c.loginIdentifier === '') typing.push({ type: 'field.change', field: 'loginIdentifier', value: 'demo@example.com' });
  else if (snapshot.matches({ editing: 'unverified' } as never)) typing.push({ type: 'field.change', field: 'loginIdentifier', value: '' });
  if (c.password === '') typing.push({ type: 'field.change', field: 'password', value: 'demo-password' });
  // The machine accepts field.change in every editing state: a retyped password stands for "no change".
  if (typing.length === 0) typing.push({ type: 'field.change', field: 'password', value: 'demo-password' });
  return [
    ...typing,
    doneEvent('login', { user: demoUser, message: 'Login successful' }),
    errorEvent('login', unverified),
    errorEvent('login', wrongPassword),
    doneEvent('resendVerification', { message: resentText }),
    errorEvent('resendVerification', new ApiError(0, 'Failed to fetch', null)),
  ];
}

const paths = modelPaths({
  name: 'login',
  machine: loginMachine.provide({ actors: { login: pendingActor(), resendVerification: pendingActor() } }),
  input: quietApp(),
  events: personEvents,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.loginIdentifier, c.password, c.error, c.notice]);
  },
  simplePaths: 0,
});

const endpoints = {
  login: { method: 'post', path: '/auth/login' },
  resendVerification: { method: 'post', path: '/auth/resend-verification' },
} as const;

function page() {
  return within(screen.getByRole('main'));
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject) {
  const view = page();
  switch (event.type) {
    case 'field.change': {
      const input = view.getByLabelText(event.field === 'loginIdentifier' ? 'Username or Email' : 'Password');
      await user.clear(input);
      if (event.value !== '') await user.type(input, event.value);
      return;
    }
    case 'form.submit':
      await user.click(view.getByRole('button', { name: 'Login' }));
      return;
    case 'verification.resend':
      await user.click(view.getByRole('button', { name: 'Resend verification email' }));
      return;
    default:
      throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state'], location: () => string) {
  const c = state.context as { loginIdentifier: string; password: string; error: string | null; notice: string | null };
  if (state.matches('loggedIn')) {
    expect(location()).toBe('/');
    expect(screen.getByText('Welcome, demo')).toBeInTheDocument();
    return;
  }
  const view = page();
  expect(view.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeInTheDocument();
  expect(view.getByLabelText('Username or Email')).toHaveValue(c.loginIdentifier);
  expect(view.getByLabelText('Password')).toHaveValue(c.password);
  const submitting = state.matches('submitting');
  const resending = state.matches('resending');
  const submit = view.getByRole('button', { name: submitting ? 'Logging in...' : 'Login' });
  if (submitting || resending) expect(submit).toBeDisabled();
  else expect(submit).toBeEnabled();

  const alert = view.queryByRole('alert');
  if (c.error === null) expect(alert).toBeNull();
  else expect(alert).toHaveTextContent(c.error);
  const offered = state.matches({ editing: 'unverified' }) || resending;
  const resend = view.queryByRole('button', { name: resending ? 'Sending verification email...' : 'Resend verification email' });
  if (offered) expect(resend).toBeInTheDocument();
  else expect(view.queryByRole('button', { name: /verification email/ })).toBeNull();

  const status = view.queryByRole('status');
  if (c.notice === null) expect(status).toBeNull();
  else expect(status).toHaveTextContent(c.notice);
}

describe('login screen, generated paths', () => {
  it.each(longestPaths(paths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, endpoints);
    const route = renderRoute('/login', { user: null, handlers: network.handlers });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Login to Your Account' });
    await walkPathThroughView(path, network, {
      perform: (event) => perform(user, event),
      see: (state) => see(state, route.location),
    });
  });
});

describe('login screen, what the generated paths reach', () => {
  it('every state and every spec text of the screen', () => {
    const states = paths.flatMap((path) => path.steps.map((step) => step.state));
    expect(new Set(states.map((state) => JSON.stringify(state.value)))).toEqual(
      new Set(['{"editing":"plain"}', '{"editing":"unverified"}', '"submitting"', '"resending"', '"loggedIn"']),
    );
    const contexts = states.map((state) => state.context as LoginContext);
    expect(new Set(contexts.map((c) => c.error))).toEqual(
      new Set([null, unverifiedText, 'Invalid credentials', 'Please enter your email address first.', 'Failed to resend verification email.']),
    );
    expect(new Set(contexts.map((c) => c.notice))).toEqual(new Set([null, resentText]));
  });
});

describe('login screen', () => {
  it('shows the fields, the Remember me box, and links to reset and sign up', async () => {
    renderRoute('/login', { user: null });
    await screen.findByRole('heading', { name: 'Login to Your Account' });
    const view = page();
    expect(view.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(view.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    expect(view.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(view.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    renderRoute('/login', { user: null });
    const user = userEvent.setup({ delay: null });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends the identifier and password, and the Remember me box changes nothing', async () => {
    const bodies: unknown[] = [];
    const route = renderRoute('/login', {
      user: null,
      handlers: [
        http.post(`${API}/auth/login`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ user: demoUser, message: 'Login successful' });
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Username or Email'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(page().getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(route.location()).toBe('/'));
    expect(bodies).toEqual([{ loginIdentifier: 'demo', password: 'demo-password' }]);
  });

  it('says Login failed. when the server could not be reached', async () => {
    renderRoute('/login', { user: null, handlers: [http.post(`${API}/auth/login`, () => HttpResponse.error())] });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Username or Email'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(page().getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');
    expect(page().queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('sends an already logged-in person to /', async () => {
    const route = renderRoute('/login', { user: demoUser });
    await waitFor(() => expect(route.location()).toBe('/'));
  });

  it('resends to the address typed in the login field', async () => {
    const bodies: unknown[] = [];
    renderRoute('/login', {
      user: null,
      handlers: [
        http.post(`${API}/auth/login`, () => HttpResponse.json(unverified.body, { status: 403 })),
        http.post(`${API}/auth/resend-verification`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ message: resentText });
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Username or Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(page().getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(resentText);
    expect(bodies).toEqual([{ email: 'demo@example.com' }]);
  });
});
