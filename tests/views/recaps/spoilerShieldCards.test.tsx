import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

/** With the spoiler shield on, the server marks the recaps past the member's reading place; their cards blur them. */
describe('shielded recap cards', () => {
  it('a recap past the reading place says so, hides its title from its names and its preview, and Reveal shows it', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1, { beyond_reading_place: 120, series_name: null }), recap(2)]));
    renderRoute('/', { user: demoUser, handlers: [handler] });
    const card = await screen.findByRole('article', { name: 'Beyond your chapter 120' }, slow);
    expect(within(card).getByText('Beyond your chapter 120')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open recap beyond your chapter 120' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Open Recap title 1' })).toBeNull();
    // Hovering shows no moving picture of it either.
    await user.hover(card);
    expect(within(card).queryByTestId('recap-preview')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Reveal' }));
    const revealed = screen.getByRole('article', { name: 'Recap title 1' });
    expect(within(revealed).getByRole('button', { name: 'Open Recap title 1' })).toBeInTheDocument();
    expect(within(revealed).queryByText('Beyond your chapter 120')).toBeNull();
    expect(within(revealed).queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(within(revealed).getByTestId('recap-preview')).toBeInTheDocument();

    // The other card was never shielded.
    const other = screen.getByRole('article', { name: 'Series 2' });
    expect(within(other).queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Open Recap title 2' })).toBeInTheDocument();
  });

  it('a followed series\' name still names the card: only the title is shielded', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1, { beyond_reading_place: 80 })]));
    renderRoute('/', { user: demoUser, handlers: [handler] });
    const card = await screen.findByRole('article', { name: 'Series 1' }, slow);
    expect(within(card).getByText('Beyond your chapter 80')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open recap beyond your chapter 80' })).toBeInTheDocument();
    expect(within(card).getByRole('heading').textContent).toBe('Recap title 1');
    expect(within(card).queryByRole('heading', { name: /Recap title 1/ })).toBeNull();
  });

  it('the dialog of a shielded recap keeps its title out of the heading, the picture\'s text and the page title until Reveal', async () => {
    const user = userEvent.setup();
    const shielded = recap(1, { beyond_reading_place: 120, series_name: null });
    const { handler } = recapsHandler(() => pageOf([shielded]));
    renderRoute('/', { user: demoUser, handlers: [handler, http.get(`${API}/recaps/1`, () => HttpResponse.json(shielded))] });
    await user.click(await screen.findByRole('button', { name: 'Open recap beyond your chapter 120' }, slow));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Beyond your chapter 120' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Thumbnail of Beyond your chapter 120' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Recap title 1')).toBeNull();
    await waitFor(() => expect(document.title).toContain('Beyond your chapter 120'));
    expect(document.title).not.toContain('Recap title 1');

    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(within(dialog).getByRole('heading', { name: 'Recap title 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Thumbnail of Recap title 1' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Recap title 1'));
  });
});
