import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderRoute } from '../support/renderRoute';

const slow = { timeout: 5000 };

// Each visitor's page, by its heading: a member who opens it is told so, and no form could make a second account.
const VISITOR_PAGES = [
  { route: '/register', heading: 'Create an Account' },
  { route: '/reset-password', heading: 'Reset Your Password' },
  { route: '/reset-password-confirm?token=reset-token', heading: 'Set New Password' },
];

describe('visitor pages, opened by a signed-in member', () => {
  for (const { route, heading } of VISITOR_PAGES) {
    it(`${route} says who is logged in, links home and offers no form`, async () => {
      renderRoute(route, { user: demoUser });
      const main = within(screen.getByRole('main'));
      expect(await main.findByText(`You are already logged in as ${demoUser.username}.`, {}, slow)).toBeInTheDocument();
      expect(main.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(main.queryByRole('textbox')).toBeNull();
      expect(document.querySelector('main form')).toBeNull();
    });
  }

  it('a visitor still gets the form', async () => {
    renderRoute('/register');
    const main = within(screen.getByRole('main'));
    expect(await main.findByLabelText('Username', {}, slow)).toBeInTheDocument();
    expect(main.queryByText(/already logged in/)).toBeNull();
  });

  it('/login sends a signed-in member on to the home page', async () => {
    const view = renderRoute('/login', { user: demoUser });
    await screen.findByText('Welcome, demo', {}, slow);
    // waitFor rather than expect.poll: React's updates while it polls (the home page loading) happen inside act.
    await waitFor(() => expect(view.location()).toBe('/'), slow);
  });
});
