import { youtubeThumbnail } from './recapThumbnail';

// A recap's picture is in ./recapThumbnail, which the cards of the first screen load; the rest is the dialog's
// and the edit form's, and loads with them.
export { thumbnailOf, youtubeThumbnail } from './recapThumbnail';

/**
 * The pictures a recap's detail dialog tries, in order: its own thumbnail, then the video site's default (spec
 * section 4, "Recap detail dialog"). When the last fails too, the dialog shows the card's placeholder instead.
 */
export function thumbnailsToTry(recap: { thumbnail_url: string | null; video_id: string }): string[] {
  const siteDefault = youtubeThumbnail(recap.video_id);
  return recap.thumbnail_url && recap.thumbnail_url !== siteDefault ? [recap.thumbnail_url, siteDefault] : [siteDefault];
}

/**
 * The rule for a thumbnail address an admin may store: a web address, or a path on this site (the demo's own
 * pictures are served under /media), or nothing. Protocol-relative "//host" and other schemes are refused.
 */
export const THUMBNAIL_URL_RULE = 'Thumbnail URL must be an http:// or https:// address or a path on this site starting with /';

const SITE_PATH = /^\/(?![/\\])\S*$/;

export function isThumbnailUrl(value: string): boolean {
  const text = value.trim();
  if (text === '' || SITE_PATH.test(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
