import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so the answer leaves before it: a reset mail is
 * issued after the answer, so an existing address answers in the time an unknown one does.
 * A failure is logged, never sent: the person can ask again.
 */
const pending = new Set<Promise<void>>();

export function afterAnswer(log: FastifyBaseLogger, work: () => Promise<void>): void {
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once all work started after answers has ended: for a clean shutdown, and for tests reading the outbox. */
export async function afterAnswerWorkDone(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
