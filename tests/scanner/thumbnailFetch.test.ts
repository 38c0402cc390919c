import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchThumbnail } from '../../server/scanner/thumbnailFetch.ts';

/** A local picture host: /ok.jpg, and the ways a hostile one misbehaves. */
function startHost(): Promise<{ server: Server; origin: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const picture = Buffer.alloc(1000, 1);
    switch (request.url) {
      case '/ok.jpg':
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
      case '/huge.jpg':
        // No content-length: the cap has to hold while reading.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        for (let chunk = 0; chunk < 40; chunk++) response.write(Buffer.alloc(64 * 1024));
        return response.end();
      case '/page.html':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      case '/stays.jpg':
        return response.writeHead(302, { location: '/ok.jpg' }).end();
      case '/leaves.jpg':
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/hangs.jpg':
        return undefined;
      default:
        return response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests });
  }));
}

describe('thumbnail fetches of the scanner', () => {
  let host: Awaited<ReturnType<typeof startHost>>;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(() => {
    host.server.closeAllConnections();
    host.server.close();
  });
  const allowed = () => ({ extraOrigins: [host.origin] });

  it('fetches a picture from an allowed origin', async () => {
    expect((await fetchThumbnail(`${host.origin}/ok.jpg`, allowed())).length).toBe(1000);
  });

  it('refuses any host but the video site picture hosts, and plain http to those', async () => {
    const before = host.requests.length;
    await expect(fetchThumbnail(`${host.origin}/ok.jpg`)).rejects.toThrow('not a picture host of the video site');
    await expect(fetchThumbnail('https://example.com/evil.jpg')).rejects.toThrow('not a picture host of the video site');
    await expect(fetchThumbnail('http://i.ytimg.com/vi/abc/hqdefault.jpg')).rejects.toThrow('not a picture host of the video site');
    await expect(fetchThumbnail('https://i.ytimg.com:8443/vi/abc/hqdefault.jpg')).rejects.toThrow('not a picture host of the video site');
    expect(host.requests.length).toBe(before);
  });

  it('stops reading past the size cap', async () => {
    await expect(fetchThumbnail(`${host.origin}/huge.jpg`, { ...allowed(), maxBytes: 1024 * 1024 })).rejects.toThrow('picture larger than');
  });

  it('refuses what is not a picture', async () => {
    await expect(fetchThumbnail(`${host.origin}/page.html`, allowed())).rejects.toThrow('not a picture: content type "text/html"');
  });

  it('follows a redirect on the allowed hosts and refuses one that leaves them', async () => {
    expect((await fetchThumbnail(`${host.origin}/stays.jpg`, allowed())).length).toBe(1000);
    await expect(fetchThumbnail(`${host.origin}/leaves.jpg`, allowed())).rejects.toThrow('not a picture host of the video site: http://169.254.169.254');
  });

  it('gives up on a host that does not answer', async () => {
    await expect(fetchThumbnail(`${host.origin}/hangs.jpg`, { ...allowed(), timeoutMs: 300 })).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('thumbnail fetches at their edges', () => {
  // The video site's hosts cannot be reached from a test: a stand-in answers in their place, as fetch would.
  const jpeg = (bytes: number, headers: Record<string, string> = {}) => new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'image/jpeg', ...headers } });
  function host(answer: (url: URL) => Response) {
    const asked: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      asked.push(String(input));
      return answer(new URL(String(input)));
    };
    return { asked, fetchImpl };
  }

  it('fetches over https from each picture host of the video site, on its own port only', async () => {
    const { asked, fetchImpl } = host(() => jpeg(10));
    for (const name of ['i.ytimg.com', 'i9.ytimg.com', 'yt3.ggpht.com', 'yt3.googleusercontent.com']) {
      expect((await fetchThumbnail(`https://${name}/vi/abc/hqdefault.jpg`, { fetchImpl })).length).toBe(10);
    }
    expect(asked).toHaveLength(4);
    await expect(fetchThumbnail('https://i.ytimg.com:444/vi/abc/hqdefault.jpg', { fetchImpl })).rejects.toThrow('not a picture host of the video site: https://i.ytimg.com:444');
    await expect(fetchThumbnail('http://i.ytimg.com/vi/abc/hqdefault.jpg', { fetchImpl })).rejects.toThrow('not a picture host of the video site: http://i.ytimg.com');
    await expect(fetchThumbnail('https://ytimg.com/vi/abc/hqdefault.jpg', { fetchImpl, extraOrigins: [] })).rejects.toThrow('not a picture host');
    expect(asked).toHaveLength(4);
  });

  it('takes a picture of exactly the cap, declared or read, and refuses one byte more', async () => {
    const url = 'https://i.ytimg.com/vi/abc/hqdefault.jpg';
    expect((await fetchThumbnail(url, { fetchImpl: host(() => jpeg(100, { 'content-length': '100' })).fetchImpl, maxBytes: 100 })).length).toBe(100);
    await expect(fetchThumbnail(url, { fetchImpl: host(() => jpeg(10, { 'content-length': '101' })).fetchImpl, maxBytes: 100 })).rejects.toThrow('picture larger than 100 bytes');
    await expect(fetchThumbnail(url, { fetchImpl: host(() => jpeg(101)).fetchImpl, maxBytes: 100 })).rejects.toThrow('picture larger than 100 bytes');
  });

  it('caps a picture at 2 MiB unless told otherwise', async () => {
    const url = 'https://i.ytimg.com/vi/abc/maxresdefault.jpg';
    expect((await fetchThumbnail(url, { fetchImpl: host(() => jpeg(2 * 1024 * 1024)).fetchImpl })).length).toBe(2 * 1024 * 1024);
    await expect(fetchThumbnail(url, { fetchImpl: host(() => jpeg(2 * 1024 * 1024 + 1)).fetchImpl })).rejects.toThrow('picture larger than 2097152 bytes');
  });

  it('reads an empty picture as no bytes', async () => {
    const empty = host(() => new Response(null, { status: 200, headers: { 'content-type': 'image/jpeg' } }));
    expect((await fetchThumbnail('https://i.ytimg.com/vi/abc/hqdefault.jpg', { fetchImpl: empty.fetchImpl })).length).toBe(0);
  });

  it('follows up to three redirects and refuses the fourth', async () => {
    const hops = (count: number) =>
      host((url) => {
        const hop = Number(url.searchParams.get('hop') ?? 0);
        return hop < count ? new Response(null, { status: 301, headers: { location: `/vi/abc/hq.jpg?hop=${hop + 1}` } }) : jpeg(5);
      });
    const three = hops(3);
    expect((await fetchThumbnail('https://i.ytimg.com/vi/abc/hq.jpg', { fetchImpl: three.fetchImpl })).length).toBe(5);
    expect(three.asked).toEqual([
      'https://i.ytimg.com/vi/abc/hq.jpg',
      'https://i.ytimg.com/vi/abc/hq.jpg?hop=1',
      'https://i.ytimg.com/vi/abc/hq.jpg?hop=2',
      'https://i.ytimg.com/vi/abc/hq.jpg?hop=3',
    ]);
    const four = hops(4);
    await expect(fetchThumbnail('https://i.ytimg.com/vi/abc/hq.jpg', { fetchImpl: four.fetchImpl })).rejects.toThrow('more than 3 redirects');
    expect(four.asked).toHaveLength(4);
  });

  it('follows only a 3xx answer with a location; any other answer that is not OK fails with its status', async () => {
    const url = 'https://i.ytimg.com/vi/abc/hq.jpg';
    const answers: [Response, string][] = [
      [new Response(null, { status: 304 }), 'HTTP 304'],
      [new Response('gone', { status: 404, headers: { 'content-type': 'image/jpeg', location: '/elsewhere.jpg' } }), 'HTTP 404'],
      [new Response('teapot', { status: 400, headers: { location: '/elsewhere.jpg' } }), 'HTTP 400'],
      [new Response('fine', { status: 299, headers: { 'content-type': 'text/plain', location: '/elsewhere.jpg' } }), 'not a picture: content type "text/plain"'],
      [new Response(null, { status: 500 }), 'HTTP 500'],
    ];
    for (const [answer, reason] of answers) {
      const { asked, fetchImpl } = host(() => answer);
      await expect(fetchThumbnail(url, { fetchImpl })).rejects.toThrow(reason);
      expect(asked).toEqual([url]);
    }
    const moved = host((at) => (at.pathname === '/elsewhere.jpg' ? jpeg(3) : new Response(null, { status: 300, headers: { location: '/elsewhere.jpg' } })));
    expect((await fetchThumbnail(url, { fetchImpl: moved.fetchImpl })).length).toBe(3);
    const last = host((at) => (at.pathname === '/elsewhere.jpg' ? jpeg(4) : new Response(null, { status: 399, headers: { location: '/elsewhere.jpg' } })));
    expect((await fetchThumbnail(url, { fetchImpl: last.fetchImpl })).length).toBe(4);
  });

  it('takes only an image content type, in any case, and names what it got', async () => {
    const url = 'https://i.ytimg.com/vi/abc/hq.jpg';
    const typed = (type: string | null) => host(() => new Response(new Uint8Array(1), { status: 200, headers: type === null ? {} : { 'content-type': type } })).fetchImpl;
    expect((await fetchThumbnail(url, { fetchImpl: typed('IMAGE/WEBP') })).length).toBe(1);
    await expect(fetchThumbnail(url, { fetchImpl: typed('application/x-image/png') })).rejects.toThrow('not a picture: content type "application/x-image/png"');
    await expect(fetchThumbnail(url, { fetchImpl: typed(null) })).rejects.toThrow('not a picture: content type ""');
    const bodiless = host(() => new Response(null, { status: 200, headers: { 'content-type': 'text/html' } })).fetchImpl;
    await expect(fetchThumbnail(url, { fetchImpl: bodiless })).rejects.toThrow('not a picture: content type "text/html"');
  });
});

