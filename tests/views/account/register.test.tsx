import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { registerMachine, type RegisterContext } from '../../../src/machines/register';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, renderRoute } from '../support/renderRoute';
import { describePath, longestPaths, pathNetwork, walkPathThroughView } from '../support/viewWalk';

const checkEmail = 'Registration successful! Please check your email to verify your account.';
const invalid = new ApiError(400, 'Validation failed', {
  error: 'Validation failed',
  message: 'Validation failed',
  errors: [
    { field: 'username', msg: 'Username must be 3 to 30 characters.' },
    { field: 'password', msg: 'Password must be at least 8 characters long.' },
  ],
});
const taken = new ApiError(409, 'Username or email already exists', {
  error: 'Username or email already exists',
  message: 'Username or email already exists',
});

const LABELS = { username: 'Username', email: 'Email', password: 'Password', confirmPassword: 'Confirm Password' } as const;

const FILL_ORDER = [
  { field: 'username', value: 'reader' },
  { field: 'email', value: 'reader@example.com' },
  { field: 'password', value: 'secret-pass' },
  { field: 'confirmPassword', value: 'secret-pass' },
] as const;

/**
 * A person fills the form top to bottom, then may retype the confirmation (matching or not): the machine
 * test walks every order of typing; here every state and transition is reached in the order people use.
 */
function personEvents(snapshot: { context: unknown }): AnyEventObject[] {
  const c = snapshot.context as RegisterContext;
  const next = FILL_ORDER.find((item) => c[item.field] === '');
  const typing = next
    ? [{ type: 'field.change', ...next }]
    : [{ type: 'field.change', field: 'confirmPassword', value: c.confirmPassword === 'secret-pass' ? 'other-pass' : 'secret-pass' }];
  return [
    ...typing,
    doneEvent('register', { message: checkEmail }),
    errorEvent('register', invalid),
    errorEvent('register', taken),
    errorEvent('register', new ApiError(0, 'Failed to fetch', null)),
  ];
}

const paths = modelPaths({
  name: 'register',
  machine: registerMachine.provide({ actors: { register: pendingActor() } }),
  events: personEvents,
  serializeState: (snapshot) => {
    const c = snapshot.context as RegisterContext;
    return JSON.stringify([snapshot.value, c.username, c.email, c.password, c.confirmPassword, c.error]);
  },
  simplePaths: 0,
});

function page() {
  return within(screen.getByRole('main'));
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject) {
  const view = page();
  switch (event.type) {
    case 'field.change': {
      const input = view.getByLabelText(LABELS[event.field as keyof typeof LABELS]);
      await user.clear(input);
      if (event.value !== '') await user.type(input, event.value);
      return;
    }
    case 'form.submit':
      await user.click(view.getByRole('button', { name: 'Register' }));
      return;
    default:
      throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state']) {
  const c = state.context as RegisterContext;
  const view = page();
  expect(view.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
  expect(view.getByText(/Already have an account\?/)).toBeInTheDocument();
  expect(view.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  if (state.matches('registered')) {
    expect(view.getByRole('status')).toHaveTextContent(checkEmail);
    expect(view.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(view.queryByRole('textbox')).toBeNull();
    return;
  }
  for (const [field, label] of Object.entries(LABELS)) {
    expect(view.getByLabelText(label)).toHaveValue(c[field as keyof typeof LABELS]);
  }
  const submitting = state.matches('submitting');
  const submit = view.getByRole('button', { name: submitting ? 'Creating account...' : 'Register' });
  if (submitting) expect(submit).toBeDisabled();
  else expect(submit).toBeEnabled();
  const alert = view.queryByRole('alert');
  if (c.error === null) expect(alert).toBeNull();
  else expect(alert).toHaveTextContent(c.error);
}

describe('register screen, generated paths', () => {
  it.each(longestPaths(paths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, { register: { method: 'post', path: '/auth/register' } });
    renderRoute('/register', { user: null, handlers: network.handlers });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Create an Account' });
    await walkPathThroughView(path, network, { perform: (event) => perform(user, event), see });
  });

  it('the generated paths show every spec text of the screen', () => {
    const errors = new Set(paths.flatMap((path) => path.steps.map((step) => (step.state.context as RegisterContext).error)));
    expect(errors).toEqual(
      new Set([
        null,
        'Passwords do not match.',
        'Username must be 3 to 30 characters. Password must be at least 8 characters long.',
        'Username or email already exists',
        'Registration failed.',
      ]),
    );
  });
});

describe('register screen', () => {
  it('shows the username rule before the first submit and caps the fields at the server\'s limits (issue 18, items 8 and 15)', async () => {
    renderRoute('/register', { user: null });
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveAccessibleDescription('Username must be 3 to 30 characters: letters, digits, underscores, hyphens or full stops.');
    expect(username).toHaveAttribute('maxLength', '30');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '256');
  });

  it('sends username, email and password, and shows both toggles', async () => {
    const bodies: unknown[] = [];
    renderRoute('/register', {
      user: null,
      handlers: [
        http.post(`${API}/auth/register`, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ message: checkEmail }, { status: 201 });
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Username'), 'reader');
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    const toggles = page().getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]);
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(page().getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(page().getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent(checkEmail);
    expect(bodies).toEqual([{ username: 'reader', email: 'reader@example.com', password: 'secret-pass' }]);
  });

  it('requires every field before anything is sent', async () => {
    renderRoute('/register', { user: null });
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Username');
    for (const label of Object.values(LABELS)) expect(page().getByLabelText(label)).toBeRequired();
    // An unanswered request would fail the test: nothing may reach the network.
    await user.click(page().getByRole('button', { name: 'Register' }));
    expect(page().queryByRole('alert')).toBeNull();
  });
});
