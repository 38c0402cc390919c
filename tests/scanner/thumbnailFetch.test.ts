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
