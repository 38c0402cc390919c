import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootCardsHtml } from '../../../server/bootCards';
import { renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

/** The texts a card shows, in the page's order: every element that holds text and no other element. */
function shownTexts(card: Element): string[] {
  return [...card.querySelectorAll('*')]
    .filter((element) => element.children.length === 0 && (element.textContent ?? '').trim() !== '')
    .map((element) => element.textContent!.trim());
}

/** The cards the server writes into the page for these recaps, as elements. */
function bootCards(recaps: Parameters<typeof bootCardsHtml>[0]): Element[] {
  const list = document.createElement('ul');
  list.innerHTML = bootCardsHtml(recaps);
  return [...list.children];
}

describe('the cards the server writes into the page and the app\'s cards', () => {
  it('show the same picture, badges, title, series, facts and channel, from one description, and dim the same recaps', async () => {
    const recaps = [
      recap(1, { title: 'Newest & "best" <recap>', avg_rating: 4.25, rating: 4.3 }),
      recap(2, { series_name: null, published_at: null, status: null, thumbnail_url: null, video_id: 'abcdefghijk' }),
      recap(3, { status: 'private', views: 1_234_567, like_count: 0 }),
    ];
    const { handler } = recapsHandler(() => pageOf(recaps));
    renderRoute('/', { handlers: [handler] });
    const appCards = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const written = bootCards(recaps);
    expect(appCards).toHaveLength(written.length);
    written.forEach((bootCard, index) => {
      const appCard = appCards[index]!;
      const bootTexts = shownTexts(bootCard);
      // The app's card goes on with what only the app does (the series page's link, the watchlist button).
      expect(shownTexts(appCard).slice(0, bootTexts.length)).toEqual(bootTexts);
      expect(appCard.querySelector('img')!.getAttribute('src')).toBe(bootCard.querySelector('img')!.getAttribute('src'));
      // A recap that cannot be opened: dimmed in the page, a plain title in the app.
      const openable = within(appCard as HTMLElement).queryByRole('button', { name: /^Open / }) !== null;
      expect(bootCard.classList.contains('boot-unavailable')).toBe(!openable);
    });
    expect(shownTexts(written[0]!)).toContain('★ 4.3');
    expect(shownTexts(written[2]!)).toContain('private');
  });
});
