import { loadFakeCatalogue, type FakeCatalogue } from './fakeCatalogue.ts';

export const VAULT = 'UCmVaultRecapsEn00000001';

/**
 * The fake catalogue cut down to one channel (Manhwa Vault, 120 uploads) and its `uploads` newest videos: enough
 * for two playlist pages at 55, and a channel pass of seconds rather than the whole catalogue's scan.
 */
export function smallCatalogue(uploads: number): FakeCatalogue {
  const full = loadFakeCatalogue();
  const vault = full.channels.get(VAULT)!;
  vault.uploads = vault.uploads.slice(0, uploads);
  return {
    channels: new Map([[VAULT, vault]]),
    videos: new Map(vault.uploads.map((video) => [video.id, video])),
    search: { en: [VAULT, 'UCnewRecapHouseEn0010001'] },
    searchOnlyChannels: new Map([...full.searchOnlyChannels].filter(([id]) => id === 'UCnewRecapHouseEn0010001')),
  };
}
