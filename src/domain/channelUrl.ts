/**
 * Spec section 5, add channel: a channel address on youtube.com (with or without www), as an
 * @handle, /channel/, /c/ or /user/ path. The server checks it again with this same code.
 */
type ChannelUrlKind = 'handle' | 'channel' | 'c' | 'user';

export type ParsedChannelUrl =
  | { ok: true; kind: ChannelUrlKind; id: string; normalizedUrl: string }
  | { ok: false; message: string };

export const INVALID_CHANNEL_URL = 'Invalid YouTube channel URL. Use a youtube.com/@handle, /channel/, /c/ or /user/ address.';
export const NO_CHANNEL_ID = 'Could not extract channel ID from URL';
/** Not "available": the channel was submitted and waits for review, where approving it adds it. The check and Submit say the same. */
export const CHANNEL_PENDING_REVIEW = 'Channel is pending review: approve or reject it in Pending Channels.';
/** Approving a submitted channel that was meanwhile added directly: the review is closed, the channel stays as it is. */
export const PENDING_CHANNEL_ALREADY_ADDED = 'Channel was already added: it leaves Pending Channels.';

const HOSTS = new Set(['youtube.com', 'www.youtube.com']);
const ID_PATTERN = /^[A-Za-z0-9_.\-\p{L}\p{N}]+$/u;

export function parseChannelUrl(input: string): ParsedChannelUrl {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, message: INVALID_CHANNEL_URL };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !HOSTS.has(url.hostname.toLowerCase())) {
    return { ok: false, message: INVALID_CHANNEL_URL };
  }
  const segments = url.pathname.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const [first, second] = segments;
  let kind: ChannelUrlKind;
  let id: string | undefined;
  if (first?.startsWith('@')) {
    kind = 'handle';
    id = first.slice(1);
  } else if (first === 'channel' || first === 'c' || first === 'user') {
    kind = first;
    id = second;
  } else {
    return { ok: false, message: INVALID_CHANNEL_URL };
  }
  if (id === undefined || id === '' || !ID_PATTERN.test(id)) return { ok: false, message: NO_CHANNEL_ID };
  const path = kind === 'handle' ? `@${id}` : `${kind}/${id}`;
  return { ok: true, kind, id, normalizedUrl: `https://www.youtube.com/${path}` };
}
