import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../support/renderRoute';

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

describe('header menu on small screens', () => {
  it('opens and closes with the menu button, which reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderRoute('/missing');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const view = renderRoute('/missing');
    await user.click(menuButton());
    view.navigate('/elsewhere');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'false');
  });

  it('closes on a click outside the header, and stays open for a click inside it', async () => {
    const user = userEvent.setup();
    renderRoute('/missing');
    await user.click(menuButton());
    await user.click(document.getElementById('site-menu') as HTMLElement);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('heading', { name: 'Page not found' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderRoute('/missing');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
