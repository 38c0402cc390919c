import { configure, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { ModelPath } from '../../machines/support/modelWalk';
import { API } from './renderRoute';

/** Where an invoked actor of a machine reaches the API (msw path syntax, e.g. /admin/thumbnail-matches/:id). */
export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  /** Turns an actor's output into the response body when the actor unwraps it (e.g. { matches }). */
  wrap?: (output: unknown) => unknown;
  /** Answers a call that is not the machine's own (another part of the app making the same call), or null. */
  intercept?: () => Response | null;
  /** Other invokes of the machine that make this same call (a list loaded again after a decision). */
  alsoAnswers?: string[];
}

interface Answer {
  respond: () => Response;
  release: () => void;
  released: Promise<void>;
}

// A page's code loads on first visit, and the whole suite shares the machine with other work: a screen
// may take more than the default wait to appear without anything being wrong.
configure({ asyncUtilTimeout: 10000 });

const RESULT = /^xstate\.(done|error)\.actor\.(.+)$/;

function invokeResult(event: AnyEventObject): { kind: 'done' | 'error'; invokeId: string } | null {
  const match = RESULT.exec(event.type);
  return match ? { kind: match[1] as 'done' | 'error', invokeId: match[2] } : null;
}

/** The network answer that makes the machine receive this done or error event. */
function responseFor(event: AnyEventObject, kind: 'done' | 'error', wrap?: (output: unknown) => unknown): () => Response {
  if (kind === 'done') return () => HttpResponse.json((wrap ? wrap(event.output) : event.output) ?? {});
  const error = event.error as { status?: number; body?: unknown };
  if (!error.status) return () => HttpResponse.error();
  return () => HttpResponse.json(error.body ?? {}, { status: error.status });
}

/**
 * The API as one generated path needs it: each call of an invoke is answered with the next done or error
 * event of the path for that invoke, only once the walk reaches that step, so the waiting state shows first.
 * A call with no answer left stays pending (the path ends while it waits). `requests` keeps every call the
 * machine made, with its body (null when it has none).
 */
export function pathNetwork(path: ModelPath, endpoints: Record<string, Endpoint>) {
  // Invokes making the same call share one queue of answers, in the path's order.
  const callOf = (invokeId: string) =>
    Object.entries(endpoints).find(([id, endpoint]) => id === invokeId || endpoint.alsoAnswers?.includes(invokeId))?.[0] ?? invokeId;
  const queues = new Map<string, Answer[]>();
  const requests: { invokeId: string; url: string; body: unknown }[] = [];
  for (const step of path.steps) {
    const result = invokeResult(step.event);
    if (!result) continue;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const call = callOf(result.invokeId);
    const queue = queues.get(call) ?? [];
    queue.push({ respond: responseFor(step.event, result.kind, endpoints[call]?.wrap), release, released });
    queues.set(call, queue);
  }
  const unreleased = new Map([...queues].map(([id, queue]) => [id, [...queue]]));

  const handlers: RequestHandler[] = Object.entries(endpoints).map(([invokeId, endpoint]) =>
    http[endpoint.method](`${API}${endpoint.path}`, async ({ request }) => {
      const other = endpoint.intercept?.();
      if (other) return other;
      const text = await request.text();
      requests.push({ invokeId, url: request.url, body: text ? JSON.parse(text) : null });
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
      if (result) unreleased.get(callOf(result.invokeId))?.shift()?.release();
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
 * Walks one path through the rendered screen: each person's event is performed, each result event lets its
 * answer go, and after each step the screen must show what that state means.
 */
export async function walkPathThroughView(
  path: ModelPath,
  network: ReturnType<typeof pathNetwork>,
  options: {
    perform: (event: AnyEventObject) => Promise<void>;
    see: (state: ModelPath['state'], event: AnyEventObject) => void;
  },
): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) {
      if (invokeResult(step.event)) network.release(step.event);
      else await options.perform(step.event);
    }
    await waitFor(() => options.see(step.state, step.event));
  }
}

/**
 * Fewer paths with the same reach: the key of a step is where it came from, the event, where it went, and what the
 * screen shows there, and the paths kept show every key that any of the paths shows. They are picked greedily:
 * each time the path that shows the most keys no kept path showed (the longer one on a tie, so each walk through
 * the screen covers as much as it can), until none is left to show.
 */
export function coveringPaths(paths: ModelPath[], shown: (state: ModelPath['state']) => unknown): ModelPath[] {
  const keyed = paths.map((path) => ({
    path,
    keys: new Set(
      path.steps.map((step, index) => {
        const before = index === 0 ? null : path.steps[index - 1].state.value;
        return JSON.stringify([before, step.event.type, step.state.value, shown(step.state)]);
      }),
    ),
  }));
  const seen = new Set<string>();
  const kept: typeof keyed = [];
  for (;;) {
    let best: (typeof keyed)[number] | undefined;
    let bestNew = 0;
    for (const candidate of keyed) {
      let fresh = 0;
      for (const key of candidate.keys) if (!seen.has(key)) fresh++;
      if (fresh > bestNew || (fresh === bestNew && fresh > 0 && candidate.path.steps.length > best!.path.steps.length)) {
        best = candidate;
        bestNew = fresh;
      }
    }
    if (!best) break;
    best.keys.forEach((key) => seen.add(key));
    kept.push(best);
  }
  // A path picked early may show nothing that the paths picked after it do not show between them.
  const shownBy = new Map<string, number>();
  for (const { keys } of kept) for (const key of keys) shownBy.set(key, (shownBy.get(key) ?? 0) + 1);
  return kept
    .filter(({ keys }) => {
      if ([...keys].some((key) => shownBy.get(key) === 1)) return true;
      keys.forEach((key) => shownBy.set(key, shownBy.get(key)! - 1));
      return false;
    })
    .map(({ path }) => path);
}

/**
 * The same paths, each walked once: a path that another one starts with (the same events reaching the same
 * states) is left out, since walking the longer one performs each of its steps and checks the screen after each
 * exactly as its own walk would, and nothing is checked after a path's last step. Rendering the page again for it
 * proves nothing more. A path generated twice is kept once.
 */
export function longestPaths(paths: ModelPath[]): ModelPath[] {
  // An error's message is not an own enumerable property: it is written out, so that two answers differing only
  // in it stay two paths.
  const written = (_: string, value: unknown) => (value instanceof Error ? { ...value, name: value.name, message: value.message } : value);
  const keys = paths.map((path) => path.steps.map((step) => JSON.stringify([step.event, step.state.value], written)));
  const whole = keys.map((key) => key.join('\n'));
  const startsWith = (longer: string[], shorter: string[]) => longer.length > shorter.length && shorter.every((key, index) => key === longer[index]);
  return paths.filter((_, index) => whole.indexOf(whole[index]) === index && !keys.some((other) => startsWith(other, keys[index])));
}

/** The wait a delayed transition's event names (`xstate.after.<delay>.<state id>`), as `machine` defines it. */
export function delayOf(machine: AnyStateMachine, type: string): number {
  const delay = type.split('.')[2]!;
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  const ms = typeof named === 'number' ? named : Number(delay);
  if (!Number.isFinite(ms)) throw new Error(`No delay for ${type}`);
  return ms;
}
