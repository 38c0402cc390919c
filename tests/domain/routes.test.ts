import { describe, expect, it } from 'vitest';
import { channelRecapsPath, recapPath, routeOf, ROUTES } from '../../src/domain/routes';

describe('the app\'s pages', () => {
  it('has these addresses, in the router\'s order', () => {
    expect(Object.entries(ROUTES)).toEqual([
      ['home', '/'],
      ['channelRecaps', '/recaps/channel/:channelId'],
      ['channels', '/channels'],
      ['seriesList', '/series'],
      ['series', '/series/:slug'],
      ['editSeries', '/series/:slug/edit'],
      ['favourites', '/favourites'],
      ['watchlist', '/watchlist'],
      ['shelf', '/shelf'],
      ['listImport', '/account/import'],
      ['account', '/account'],
      ['register', '/register'],
      ['login', '/login'],
      ['verifyEmail', '/verify-email'],
      ['resetPassword', '/reset-password'],
      ['resetPasswordConfirm', '/reset-password-confirm'],
      ['recap', '/recaps/:id'],
      ['editRecap', '/recaps/:id/edit'],
      ['adminSuggestions', '/admin/suggestions'],
      ['adminAddChannel', '/admin/add-channel'],
      ['adminThumbnailMatches', '/admin/thumbnail-matches'],
      ['adminPendingChannels', '/admin/pending-channels'],
    ]);
  });

  it('writes a recap\'s address and a channel\'s recaps address', () => {
    expect(recapPath(42)).toBe('/recaps/42');
    expect(channelRecapsPath(7)).toBe('/recaps/channel/7');
    expect(routeOf(recapPath(42))).toBe('recap');
    expect(routeOf(channelRecapsPath(7))).toBe('channelRecaps');
  });

  it('finds the page of an address, with or without a last slash and in any case', () => {
    expect(routeOf('/')).toBe('home');
    expect(routeOf('/series')).toBe('seriesList');
    expect(routeOf('/series/')).toBe('seriesList');
    expect(routeOf('/SERIES/solo-leveling')).toBe('series');
    expect(routeOf('/series/solo-leveling/edit')).toBe('editSeries');
    expect(routeOf('/recaps/12/edit/')).toBe('editRecap');
    expect(routeOf('/account/import')).toBe('listImport');
    expect(routeOf('/reset-password-confirm')).toBe('resetPasswordConfirm');
    expect(routeOf('/admin/pending-channels')).toBe('adminPendingChannels');
  });

  it('takes a channel\'s recaps before a recap whose id would be "channel"', () => {
    expect(routeOf('/recaps/channel/3')).toBe('channelRecaps');
    expect(routeOf('/recaps/channel')).toBe('recap');
  });

  it('is Not Found for anything else: a missing or extra segment, an empty one, a lookalike', () => {
    for (const path of ['/recaps', '/series/a/b', '/series//edit', '/recaps/', '/channelsx', 'x/channels', '/channels/x', '/account/importx', '/loginn', '/log.n', '/reset-passwordconfirm']) {
      expect(routeOf(path), path).toBeNull();
    }
  });
});
