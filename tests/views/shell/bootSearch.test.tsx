import { afterEach, describe, expect, it } from 'vitest';
import { takeOverBootSearch } from '../../../src/views/bootSearch';

/** index.html's boot shell as the server sends it for `address`, with `typed` in its search box. */
function bootPage(address: string, typed: string): HTMLInputElement {
  window.history.replaceState({ kept: true }, '', address);
  document.body.innerHTML = '<div id="boot"><form action="/" method="get"><input class="boot-search" type="search" name="search"></form></div><div id="root"></div>';
  const box = document.querySelector<HTMLInputElement>('#boot input')!;
  box.value = typed;
  return box;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('a search typed into the boot shell before the app came in', () => {
  it('becomes the address\'s search, written as the app writes it, other filters and an open recap kept', () => {
    bootPage('/?recap=4&sortBy=views', '  solo leveling ');
    takeOverBootSearch(document, window.history);
    expect(`${location.pathname}${location.search}`).toBe('/?search=solo+leveling&sortBy=views&recap=4');
    // The history entry keeps what the page had put in it.
    expect(window.history.state).toEqual({ kept: true });
  });

  it('leaves the address alone when the box holds the search it already has, and emptied it when the text was cleared', () => {
    bootPage('/?search=tower', 'tower');
    takeOverBootSearch(document, window.history);
    expect(location.search).toBe('?search=tower');
    bootPage('/?search=tower&language=ko', '');
    takeOverBootSearch(document, window.history);
    expect(location.search).toBe('?language=ko');
  });

  it('takes no more typing in the boot box, which the app\'s own box replaces', () => {
    const box = bootPage('/', '');
    takeOverBootSearch(document, window.history);
    expect(box.readOnly).toBe(true);
    expect(location.search).toBe('');
  });
});
