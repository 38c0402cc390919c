import { describe, expect, it } from 'vitest';
import { loginPathFrom, safeReturnPath } from '../../src/domain/returnPath';

describe('safeReturnPath', () => {
  it('keeps a path of the app with its query', () => {
    expect(safeReturnPath('/watchlist')).toBe('/watchlist');
    expect(safeReturnPath('/recaps/channel/3?sortBy=views')).toBe('/recaps/channel/3?sortBy=views');
  });

  it('sends anything that could leave the app, or loop on the login page, home', () => {
    for (const next of [null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'watchlist', '/login', '/login?next=/x', '/register']) {
      expect(safeReturnPath(next), String(next)).toBe('/');
    }
  });
});

describe('loginPathFrom', () => {
  it('names the page to come back to, except home', () => {
    expect(loginPathFrom('/favourites?page=2')).toBe('/login?next=%2Ffavourites%3Fpage%3D2');
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('/login')).toBe('/login');
  });
});
