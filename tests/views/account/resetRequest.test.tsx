import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { resetRequestMachine, type ResetRequestContext } from '../../../src/machines/resetRequest';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, renderRoute } from '../support/renderRoute';
import { describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';

const sentText = 'If that email is registered, a password reset link has been sent.';
const tooMany = new ApiError(429, 'Too many requests. Please try again later.', {
  error: 'Too many requests. Please try again later.',
  message: 'Too many requests. Please try again later.',
});

const paths = modelPaths({
  name: 'resetRequest',
  machine: resetRequestMachine.provide({ actors: { requestPasswordReset: pendingActor() } }),
  events: [
    { type: 'field.change', field: 'email', value: 'demo@example.com' },
    { type: 'field.change', field: 'email', value: '' },
    doneEvent('requestPasswordReset', { message: sentText }),
    errorEvent('requestPasswordReset', tooMany),
    errorEvent('requestPasswordReset', new ApiError(0, 'Failed to fetch', null)),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.email, snapshot.context.error]),
  simplePaths: 0,
});

function page() {
  return within(screen.getByRole('main'));
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject) {
  const view = page();
  if (event.type === 'field.change') {
    const input = view.getByLabelText('Email');
    await user.clear(input);
    if (event.value !== '') await user.type(input, event.value);
  } else if (event.type === 'form.submit') {
    await user.click(view.getByRole('button', { name: 'Send Reset Link' }));
  } else {
    throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state']) {
  const c = state.context as ResetRequestContext;
  const view = page();
  if (state.matches('sent')) {
    expect(view.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(view.getByRole('status')).toHaveTextContent(sentText);
    expect(view.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(view.queryByLabelText('Email')).toBeNull();
    return;
  }
  expect(view.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
  expect(view.getByLabelText('Email')).toHaveValue(c.email);
  const sending = state.matches('sending');
  const submit = view.getByRole('button', { name: sending ? 'Sending...' : 'Send Reset Link' });
  if (sending) expect(submit).toBeDisabled();
  else expect(submit).toBeEnabled();
  const alert = view.queryByRole('alert');
  if (c.error === null) expect(alert).toBeNull();
  else expect(alert).toHaveTextContent(c.error);
}

describe('reset password screen, generated paths', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, { requestPasswordReset: { method: 'post', path: '/auth/reset-password' } });
    renderRoute('/reset-password', { user: null, handlers: network.handlers });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Reset Your Password' });
    await walkPathThroughView(path, network, { perform: (event) => perform(user, event), see });
  });

  it('the generated paths show every spec text of the screen', () => {
    const errors = new Set(paths.flatMap((path) => path.steps.map((step) => (step.state.context as ResetRequestContext).error)));
    expect(errors).toEqual(new Set([null, 'Too many requests. Please try again later.', 'Failed to send reset email']));
  });
});

describe('reset password screen', () => {
  it('sends the address typed', async () => {
    const bodies: unknown[] = [];
    renderRoute('/reset-password', {
      user: null,
      handlers: [
        http.post(`${API}/auth/reset-password`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ message: sentText });
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'demo@example.com');
    await user.click(page().getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'demo@example.com' }]);
  });
});
