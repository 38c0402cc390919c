import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  /** The path under /api, e.g. `/recaps/7`. */
  path: string;
  query: Record<string, string>;
  accept: string | undefined;
  /** The type the body was sent as, or undefined when none was sent. */
  contentType: string | undefined;
  /** The parsed JSON body, the text of a body sent as another type (a list file), or undefined when none was sent. */
  body: unknown;
}

export interface Answer {
  status: number;
  /** Sent as JSON; a string is sent as it is, as a proxy's error page would be. */
  body?: unknown;
}

/**
 * A real HTTP server on a free port that records what the API client sends and answers what the test says,
 * so the client's fetch, query encoding and error handling all run for real.
 */
export async function startRecordingServer() {
  const received: ReceivedRequest[] = [];
  let answer: Answer | ((request: ReceivedRequest) => Answer | Promise<Answer>) = { status: 200, body: {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://recorder');
      const text = Buffer.concat(chunks).toString('utf8');
      const receivedRequest: ReceivedRequest = {
        method: request.method ?? '',
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        accept: request.headers.accept,
        contentType: request.headers['content-type'],
        body: text === '' ? undefined : request.headers['content-type'] === 'application/json' ? JSON.parse(text) : text,
      };
      received.push(receivedRequest);
      void Promise.resolve(typeof answer === 'function' ? answer(receivedRequest) : answer).then(({ status, body }) => {
        const json = typeof body !== 'string';
        response.writeHead(status, { 'Content-Type': json ? 'application/json' : 'text/html' });
        response.end(json ? JSON.stringify(body ?? null) : body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The last request received. */
    last: () => received[received.length - 1],
    /**
     * One answer for every request, or a function that answers each request as a server would (a promise holds
     * the answer until the test lets it go).
     */
    answerWith: (next: Answer | ((request: ReceivedRequest) => Answer | Promise<Answer>)) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The client addresses the page's origin; in Node there is no page, so a test gives it the recording server's
 * (before its first call: the client reads it at each call).
 */
export function pretendPageOrigin(origin: string): void {
  Object.defineProperty(globalThis, 'location', { value: { origin }, configurable: true });
}
