/**
 * Thumbnail URLs come from API answers, so they are not trusted: only the video site's picture
 * hosts over https are fetched, with a size cap, a timeout, an image content type, and redirects
 * followed only while they stay on those hosts.
 */
const THUMBNAIL_HOSTS: readonly string[] = ['i.ytimg.com', 'i9.ytimg.com', 'yt3.ggpht.com', 'yt3.googleusercontent.com'];

/** The largest picture the API offers (maxres, 1280x720) is about 200 kB. */
const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
const THUMBNAIL_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export interface ThumbnailFetchOptions {
  fetchImpl?: typeof fetch;
  /**
   * Origins fetched besides the picture hosts, as they are (http allowed): the origin of a
   * YOUTUBE_API_BASE pointed elsewhere than the real API, which serves its own pictures.
   */
  extraOrigins?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
}

function isAllowedThumbnailUrl(url: URL, extraOrigins: readonly string[] | undefined): boolean {
  if (extraOrigins?.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && THUMBNAIL_HOSTS.includes(url.hostname);
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new Error(`picture larger than ${maxBytes} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`picture larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The picture's bytes; throws with a plain reason on anything it refuses or that fails. */
export async function fetchThumbnail(address: string, options: ThumbnailFetchOptions = {}): Promise<Buffer> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? THUMBNAIL_TIMEOUT_MS);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    if (!isAllowedThumbnailUrl(url, options.extraOrigins)) throw new Error(`not a picture host of the video site: ${url.origin}`);
    const response = await fetchImpl(url, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!/^image\//i.test(contentType)) {
      await response.body?.cancel();
      throw new Error(`not a picture: content type "${contentType}"`);
    }
    return readCapped(response, options.maxBytes ?? MAX_THUMBNAIL_BYTES);
  }
}
