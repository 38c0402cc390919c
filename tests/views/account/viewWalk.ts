import { configure, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { AnyEventObject } from 'xstate';
import type { ModelPath } from '../../machines/support/modelWalk';
import { API } from '../support/renderRoute';

/** Where an invoked actor of a machine reaches the API. */
export interface Endpoint {
  method: 'get' | 'post';
  path: string;
}

interface Answer {
  respond: () => Response;
  release: () => void;
  released: Promise<void>;
}

// A page's code loads on first visit, and the whole suite shares the machine with other work: a screen
// may take more than the default second to appear without anything being wrong.
configure({ asyncUtilTimeout: 10000 });

const RESULT = /^xstate\.(done|error)\.actor\.(.+)$/;

function invokeResult(event: AnyEventObject): { kind: 'done' | 'error'; invokeId: string } | null {
  const match = RESULT.exec(event.type);
  return match ? { kind: match[1] as 'done' | 'error', invokeId: match[2] } : null;
}

/** The network answer that makes the machine receive this done or error event. */
function responseFor(event: AnyEventObject, kind: 'done' | 'error'): () => Response {
  if (kind === 'done') return () => HttpResponse.json(event.output ?? {});
  const error = event.error as { status?: number; body?: unknown };
  if (!error.status) return () => HttpResponse.error();
  return () => HttpResponse.json(error.body ?? {}, { status: error.status });
}

/**
 * The API as one generated path needs it: each call of an invoke is answered with the next done/error
 * event of the path for that invoke, but only once the walk reaches that step, so the pending state
 * before it can be seen. A call with no answer left stays pending (the path ends while it waits).
 */
export function pathNetwork(path: ModelPath, endpoints: Record<string, Endpoint>) {
  const queues = new Map<string, Answer[]>();
  const requests: { invokeId: string; url: string; body: unknown }[] = [];
  for (const step of path.steps) {
    const result = invokeResult(step.event);
    if (!result) continue;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = queues.get(result.invokeId) ?? [];
    queue.push({ respond: responseFor(step.event, result.kind), release, released });
    queues.set(result.invokeId, queue);
  }
  const unreleased = new Map([...queues].map(([id, queue]) => [id, [...queue]]));

  const handlers: RequestHandler[] = Object.entries(endpoints).map(([invokeId, endpoint]) =>
    http[endpoint.method](`${API}${endpoint.path}`, async ({ request }) => {
      const body = endpoint.method === 'get' ? null : await request.json();
      requests.push({ invokeId, url: request.url, body });
      const answer = queues.get(invokeId)?.shift();
      if (!answer) return new Promise<Response>(() => {});
      await answer.released;
      return answer.respond();
    }),
  );

  return {
    handlers,
    requests,
    /** Lets the answer for this result event go out. */
    release(event: AnyEventObject) {
      const result = invokeResult(event);
      if (result) unreleased.get(result.invokeId)?.shift()?.release();
    },
  };
}

export function describePath(path: ModelPath): string {
  return path.steps
    .map(({ event }) => {
      const result = invokeResult(event);
      if (result) return `${result.invokeId} ${result.kind}${event.error ? ` (${(event.error as Error).message})` : ''}`;
      if (event.type === 'xstate.init') return 'open';
      const detail = Object.entries(event)
        .filter(([key]) => key !== 'type')
        .map(([, value]) => JSON.stringify(value))
        .join('=');
      return detail ? `${event.type} ${detail}` : event.type;
    })
    .join(' > ');
}

/**
 * Walks one path through the rendered screen: every person's event is performed, every result event lets
 * its network answer go, and after each step the screen must show what that step's state means.
 */
export async function walkPathThroughView(
  path: ModelPath,
  network: ReturnType<typeof pathNetwork>,
  options: {
    perform: (event: AnyEventObject) => Promise<void>;
    see: (state: ModelPath['state']) => void;
  },
): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) {
      if (invokeResult(step.event)) network.release(step.event);
      else await options.perform(step.event);
    }
    await waitFor(() => options.see(step.state));
  }
}
