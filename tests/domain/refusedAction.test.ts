import { describe, expect, it } from 'vitest';
import { refusedActionName, refusedAfterLogin, refusedBeforeLogin } from '../../src/domain/refusedAction';

describe('the action a refused call stands for', () => {
  it.each([
    ['POST', '/watchlist', 'Add to Watchlist'],
    ['DELETE', '/watchlist/12', 'Remove from Watchlist'],
    ['POST', '/channels/7/favourite', 'Add to Favourites'],
    ['DELETE', '/channels/7/favourite', 'Remove from Favourites'],
    ['POST', '/recaps/3/rate', 'Rate this recap'],
    ['PUT', '/recaps/3', 'Save Changes'],
    ['PUT', '/series/solo%20leveling/progress', 'Save reading place'],
    ['POST', '/series/tower/follow', 'Follow series'],
    ['POST', '/suggestions', 'Suggest series name'],
    ['PUT', '/admin/pending-channels/4/approve', 'Approve channel'],
  ])('%s %s is "%s"', (method, path, name) => {
    expect(refusedActionName(method, path)).toBe(name);
  });

  it('a call that only reads, or that no control makes, names nothing', () => {
    expect(refusedActionName('GET', '/watchlist')).toBeNull();
    expect(refusedActionName('GET', '/channels/favourites')).toBeNull();
    expect(refusedActionName('POST', '/recaps/3/rate/extra')).toBeNull();
    expect(refusedActionName('POST', '/auth/logout')).toBeNull();
  });
});

describe('what a member hears of an action refused for a lapsed session', () => {
  it('says the action was not done while signed out, and to do it again once logged in', () => {
    expect(refusedBeforeLogin('Add to Watchlist')).toBe('"Add to Watchlist" was not done.');
    expect(refusedAfterLogin('Rate this recap')).toBe('Your session had expired, so "Rate this recap" was not done. Please try it again.');
  });
});
