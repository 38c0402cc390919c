import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderRoute } from '../support/renderRoute';
import { channel, pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

/**
 * On a phone the filter panel folds behind a Filters button (the styles hide one or the other by width; jsdom
 * renders both): the button names how many choices are in effect and says whether the panel is open.
 */
describe('the Filters button', () => {
  it('opens and closes the panel it controls, and counts the language, the length and the sort once chosen', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/', { handlers: [handler] });
    await screen.findByText('Recap title 1', {}, slow);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');

    await user.selectOptions(within(panel).getByLabelText('Language'), 'ja');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Filters (1)'));
    // A length sorts ascending with it: one choice, not two.
    await user.click(within(panel).getByRole('button', { name: 'Over 4 hours' }));
    await waitFor(() => expect(view.location()).toBe('/?language=ja&sortOrder=asc&duration=over4h'));
    expect(toggle).toHaveAccessibleName('Filters (2)');
    await user.click(within(panel).getByRole('button', { name: 'Sort order: ascending' }));
    await waitFor(() => expect(toggle).toHaveAccessibleName('Filters (3)'));
    // Still open after the choices: the panel closes when the person says so.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('counts the filters an address holds, and not its search, which has its own box', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/?search=tower&language=all&sortBy=views', { handlers: [handler] });
    await screen.findByText('Recap title 1', {}, slow);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a channel\'s page, does not count the language the channel sets', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/recaps/channel/7?language=ko&sortOrder=asc&duration=under1h', {
      handlers: [handler, http.get(`${API}/channels/:id`, () => HttpResponse.json(channel))],
    });
    await screen.findByText('Recap title 1', {}, slow);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
