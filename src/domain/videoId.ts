const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Spec section 5: exactly 11 letters, digits, underscores or hyphens looks like a video ID. */
export function isVideoId(input: unknown): input is string {
  // The pattern alone would read a number's digits or null's letters as a text.
  return typeof input === 'string' && VIDEO_ID.test(input);
}

const VIDEO_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
// The path forms that carry the id as their second segment: /shorts/ID, /embed/ID, /live/ID, /v/ID.
const ID_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v']);

/**
 * The video a search names, when it names one: a bare video ID, or the address of a video on the video site
 * (watch?v=, youtu.be/, /shorts/, /embed/, /live/), as people copy it from the address bar or a share button.
 * Search finds that recap by its video_id; anything else is null and searched as words.
 */
export function videoIdIn(input: string): string | null {
  const text = input.trim();
  if (isVideoId(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !VIDEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ID_PATH_PREFIXES.has(segments[0] ?? '')
          ? segments[1]
          : null;
  return isVideoId(candidate) ? candidate : null;
}
