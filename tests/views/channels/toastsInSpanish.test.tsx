import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { channel, channelsServer } from './fixtures';
import { seriesDetail } from '../series/fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 8000 };
const main = () => within(screen.getByRole('main'));
const card = (name: string) => within(main().getByRole('article', { name }));

describe('the toasts of favourites and follows in Spanish', () => {
  it('asks a visitor to log in to favourite a channel, in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup();
    const { handlers } = channelsServer([channel(1)]);
    renderRoute('/channels', { handlers });
    await main().findByText('1 canal', {}, slow);
    await user.click(card('Channel 1').getByRole('button', { name: /^Favorito/ }));
    expect(await screen.findByText('Inicia sesión para gestionar tus favoritos.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Please log in to manage favorites.')).toBeNull();
  });

  it('tells a member a channel was favourited and unfavourited, in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup();
    const { handlers } = channelsServer([channel(1)]);
    renderRoute('/channels', {
      user: demoUser,
      handlers: [
        http.post(`${API}/channels/:id/favourite`, () => HttpResponse.json({ message: 'ok' })),
        http.delete(`${API}/channels/:id/favourite`, () => HttpResponse.json({ message: 'ok' })),
        ...handlers,
      ],
    });
    await main().findByText('1 canal', {}, slow);
    await user.click(card('Channel 1').getByRole('button', { name: /^Favorito/ }));
    expect(await screen.findByText('Marcado como favorito', {}, slow)).toBeInTheDocument();
    await user.click(await card('Channel 1').findByRole('button', { name: /^En favoritos/ }, slow));
    expect(await screen.findByText('Quitado de favoritos', {}, slow)).toBeInTheDocument();
    for (const english of ['Marked as Favorite', 'Removed from Favorites']) expect(screen.queryByText(english)).toBeNull();
  });

  it('tells a member a series is followed, in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup();
    renderRoute('/series/tower', {
      user: demoUser,
      handlers: [
        http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail())),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
        http.post(`${API}/series/tower/follow`, () => HttpResponse.json({ slug: 'tower', is_following: true })),
      ],
    });
    await user.click(await main().findByRole('button', { name: 'Seguir' }, slow));
    expect(await screen.findByText('Ahora sigues esta serie.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('You now follow this series.')).toBeNull();
  });
});
