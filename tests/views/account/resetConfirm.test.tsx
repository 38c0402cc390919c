import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { resetConfirmMachine, type ResetConfirmContext } from '../../../src/machines/resetConfirm';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, renderRoute, type RenderRouteResult } from '../support/renderRoute';
import { describePath, longestPaths, pathNetwork, walkPathThroughView, delayOf } from '../support/viewWalk';

const resetText = 'Password has been reset successfully. Please log in with your new password.';
const expired = new ApiError(400, 'Invalid or expired reset token', {
  error: 'Invalid or expired reset token',
  message: 'Invalid or expired reset token',
});

/**
 * A person types the new password, then the confirmation (the same or not), then may retype the
 * confirmation. Sending the empty form is what reaches the length rule (two empty fields match).
 */
function personEvents(snapshot: { context: unknown }): AnyEventObject[] {
  const c = snapshot.context as ResetConfirmContext;
  const change = (field: 'password' | 'confirmPassword', value: string) => ({ type: 'field.change', field, value });
  let typing: AnyEventObject[];
  if (c.password === '') typing = [change('password', 'new-password')];
  else if (c.confirmPassword === '') typing = [change('confirmPassword', c.password), change('confirmPassword', 'short')];
  else typing = [change('confirmPassword', c.confirmPassword === c.password ? 'short' : c.password)];
  return [
    ...typing,
    doneEvent('confirmPasswordReset', { message: resetText }),
    errorEvent('confirmPasswordReset', expired),
    errorEvent('confirmPasswordReset', new ApiError(0, 'Failed to fetch', null)),
  ];
}

const options = {
  name: 'resetConfirm',
  machine: resetConfirmMachine.provide({ actors: { confirmPasswordReset: pendingActor() } }),
  events: personEvents,
  serializeState: (snapshot: ModelPath['state']) => JSON.stringify([snapshot.value, snapshot.context]),
  simplePaths: 0,
};

// Each path once; one that another starts with is walked inside it (every state the paths reach is still shown).
const walks = [
  ...longestPaths(modelPaths(options, { token: 'reset-token' })).map((path) => ({ path, route: '/reset-password-confirm?token=reset-token' })),
  ...longestPaths(modelPaths(options, { token: null })).map((path) => ({ path, route: '/reset-password-confirm' })),
];

function page() {
  return within(screen.getByRole('main'));
}

async function perform(user: ReturnType<typeof userEvent.setup>, route: RenderRouteResult, event: AnyEventObject) {
  const view = page();
  if (event.type === 'field.change') {
    const input = view.getByLabelText(event.field === 'password' ? 'New Password' : 'Confirm New Password');
    await user.clear(input);
    if (event.value !== '') await user.type(input, event.value);
  } else if (event.type === 'form.submit') {
    await user.click(view.getByRole('button', { name: 'Reset Password' }));
  } else if (event.type.startsWith('xstate.after.')) {
    // The person reads the message; the screen moves on by itself once the page's clock has run the machine's wait.
    await act(() => vi.advanceTimersByTimeAsync(delayOf(resetConfirmMachine, event.type)));
    await waitFor(() => expect(route.location()).toBe('/login'), { timeout: 5000 });
  } else {
    throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state'], route: RenderRouteResult) {
  const c = state.context as ResetConfirmContext;
  if (state.matches('toLogin')) {
    expect(route.location()).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeInTheDocument();
    return;
  }
  const view = page();
  expect(view.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
  if (state.matches('invalidLink') || state.matches('done')) {
    if (state.matches('invalidLink')) expect(view.getByRole('alert')).toHaveTextContent('Invalid reset link.');
    else expect(view.getByRole('status')).toHaveTextContent(resetText);
    expect(view.getByText('Taking you to the login page...')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(view.queryByLabelText('New Password')).toBeNull();
    return;
  }
  expect(view.getByLabelText('New Password')).toHaveValue(c.password);
  expect(view.getByLabelText('Confirm New Password')).toHaveValue(c.confirmPassword);
  const submitting = state.matches('submitting');
  const submit = view.getByRole('button', { name: submitting ? 'Resetting...' : 'Reset Password' });
  if (submitting) expect(submit).toBeDisabled();
  else expect(submit).toBeEnabled();
  const alert = view.queryByRole('alert');
  if (c.error === null) expect(alert).toBeNull();
  else expect(alert).toHaveTextContent(c.error);
}

describe('set new password screen, generated paths', () => {
  // The way to the login page waits on the page's clock, which a path moves on when the wait is its step.
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(walks.map(({ path, route }) => [`${route}: ${describePath(path)}`, path, route] as const))('%s', async (_name, path, address) => {
    const network = pathNetwork(path, { confirmPasswordReset: { method: 'post', path: '/auth/reset-password-confirm' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const route = renderRoute(address, { user: null, handlers: network.handlers });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Set New Password' });
    await walkPathThroughView(path, network, {
      perform: (event) => perform(user, route, event),
      see: (state) => see(state, route),
    });
  });

  it('the generated paths show every spec text of the screen', () => {
    const errors = new Set(walks.flatMap(({ path }) => path.steps.map((step) => (step.state.context as ResetConfirmContext).error)));
    expect(errors).toEqual(
      new Set([
        null,
        'Invalid reset link.',
        'Passwords do not match',
        'Password must be at least 8 characters long',
        'Invalid or expired reset token',
        'Failed to reset password.',
      ]),
    );
  });
});

describe('set new password screen', () => {
  it('sends the token of the link with the new password; both fields have a show/hide toggle', async () => {
    const bodies: unknown[] = [];
    renderRoute('/reset-password-confirm?token=reset-token', {
      user: null,
      handlers: [
        http.post(`${API}/auth/reset-password-confirm`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ message: resetText });
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    expect(page().getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await user.click(page().getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(resetText);
    expect(bodies).toEqual([{ token: 'reset-token', password: 'new-password' }]);
  });
});
