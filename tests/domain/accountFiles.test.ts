import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_URL, MAL_EXPORT_URL } from '../../src/domain/accountFiles';

describe('the files the account page offers to save', () => {
  it('are the account export and the MyAnimeList export, at the server\'s addresses', () => {
    expect(ACCOUNT_EXPORT_URL).toBe('/api/account/export');
    expect(MAL_EXPORT_URL).toBe('/api/account/export/mal.xml');
  });
});
