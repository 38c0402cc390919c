import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KEYBOARD_SHORTCUTS } from '../../../src/domain/shortcuts';
import { renderRoute } from '../support/renderRoute';

describe('keyboard shortcuts', () => {
  it('the footer says shortcuts exist, and its button opens the list of them', async () => {
    const user = userEvent.setup();
    renderRoute('/missing');
    await screen.findByRole('heading', { name: 'Page not found' });
    // The foot and its shortcuts load just after the first screen.
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Keyboard shortcuts (?)' }));
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const keys = within(help).getAllByRole('term').map((term) => term.textContent);
    expect(keys).toEqual(KEYBOARD_SHORTCUTS.map((shortcut) => shortcut.keys));
    expect(within(help).getByText('Show these shortcuts')).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where the person was, as a dialog's own trigger gets it.
    expect(within(footer).getByRole('button', { name: 'Keyboard shortcuts (?)' })).toHaveFocus();
  });

  it('? opens the same list outside a field, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderRoute('/missing');
    await screen.findByRole('heading', { name: 'Page not found' });
    await screen.findByRole('contentinfo');
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts (?)' })).toHaveFocus();
  });
});
