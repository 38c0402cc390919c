import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import type { Page } from '../../src/api/types';
import { createPagingMachine, selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal, type PageRequest } from '../../src/machines/paging';
import { selectSlow, SLOW_ANSWER_MS } from '../../src/machines/shared/slowAnswer';
import { buildMany, buildPage, buildRecap } from '../support/factories';
import type { Recap } from '../../src/api/types';
import { textMessage } from '../../src/domain/errorMessages';
import { inEnglish } from './support/appActors';

type Query = { search: string };
const pagingMachine = createPagingMachine<Recap, Query>({
  fetchPage: () => Promise.reject(new Error('not in these tests')),
  errorMessage: (error) => textMessage(error instanceof Error ? error.message : 'failed'),
});
const silentFetch = pagingMachine.provide({ actors: { fetchPage: pendingActor<Page<Recap>, PageRequest<Query>>() } });

const firstPage = buildPage(buildMany(buildRecap, 1, 20), 40);

describe('paging machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof silentFetch>;
  const samples = (snapshot: Snapshot) => {
    // The page being asked for starts after the rows of the pages before it, whatever was removed since.
    const next = (snapshot.context.page - 1) * 20 + 1;
    return [
      { type: 'query.change', query: { search: 'tower' } },
      { type: 'item.patch', id: 1, changes: { status: 'private' } },
      { type: 'item.remove', id: 1 },
      doneEvent('fetchFirstPage', firstPage),
      doneEvent('fetchFirstPage', buildPage([])),
      errorEvent('fetchFirstPage', new Error('boom')),
      doneEvent('fetchNextPage', buildPage(buildMany(buildRecap, next, 20), 40, undefined, next - 1)),
      errorEvent('fetchNextPage', new Error('offline')),
    ];
  };
  const options = {
    name: 'paging',
    machine: silentFetch,
    input: { query: { search: '' } },
    inputs: [{ query: null }],
    events: samples as never,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        shown: snapshot.context.items.length > 0,
        more: snapshot.context.hasMore,
        laterPage: snapshot.context.page > 1,
      }),
    simplePaths: 60,
  };

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel(options);
    expectFullCoverage(report);
    expect([...report.stateIds].sort()).toEqual([
      'paging', 'paging.failed', 'paging.idle', 'paging.loaded', 'paging.loading', 'paging.loading.slow', 'paging.loading.waiting',
      'paging.loadingMore', 'paging.starting',
    ]);
  });

  it('on every path: while a first page loads or after it failed, no item of an earlier query is listed', () => {
    walkModel({
      ...options,
      check: (snapshot) => {
        const { items, page, total } = (snapshot as Snapshot).context;
        const firstPagePending = snapshot.matches('loading') || (snapshot.matches('failed') && page === 1);
        if (firstPagePending) expect({ items: items.length, total }).toEqual({ items: 0, total: 0 });
      },
    });
  });

  it('on every path: never more items than the total the server gave, and a later page only over a listed first page', () => {
    walkModel({
      ...options,
      check: (snapshot) => {
        const { items, page, total } = (snapshot as Snapshot).context;
        expect(items.length).toBeLessThanOrEqual(total);
        if (page > 1) expect(items.length).toBeGreaterThan(0);
        // Page numbers count the pages asked for: the rows shown are never more than those pages can hold.
        expect(items.length).toBeLessThanOrEqual(page * 20);
      },
    });
  });

  it('on every path: no item twice, Load More only while the server has more, an error only when failed', () => {
    walkModel({
      ...options,
      check: (snapshot) => {
        const { items, hasMore, error } = (snapshot as Snapshot).context;
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
        if (snapshot.matches('loaded')) expect(snapshot.can({ type: 'list.loadMore' })).toBe(hasMore);
        expect(selectOffersMore(snapshot as Snapshot)).toBe(snapshot.matches('loadingMore') || (snapshot.matches('loaded') && hasMore));
        if (!snapshot.matches('failed')) expect(error).toBeNull();
      },
    });
  });
});

describe('paging machine, behaviour', () => {
  function deferredFetch() {
    const calls: { request: PageRequest<Query>; resolve: (page: Page<Recap>) => void; reject: (error: Error) => void }[] = [];
    const machine = pagingMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Recap>, PageRequest<Query>>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ request: input, resolve, reject })),
        ),
      },
    });
    return { machine, calls };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const ids = (items: Recap[]) => items.map((item) => item.id);

  it('a first page not answered in 8 s is slow; the answer still fills the list, and Try Again asks anew', async () => {
    const { machine, calls } = deferredFetch();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { query: { search: '' } }, clock }).start();
    clock.increment(SLOW_ANSWER_MS - 1);
    expect(selectSlow(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectSlow(actor.getSnapshot())).toBe(true);
    expect(selectPagingStatus(actor.getSnapshot())).toBe('loading');
    // The server comes back: the request that was waiting answers, and the list fills itself.
    calls[0].resolve(firstPage);
    await settle();
    expect(selectPagingStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectSlow(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'query.change', query: { search: 'tower' } });
    clock.increment(SLOW_ANSWER_MS);
    actor.send({ type: 'request.retry' });
    expect(selectSlow(actor.getSnapshot())).toBe(false);
    expect(calls.map((call) => call.request)).toEqual([
      { query: { search: '' }, page: 1 },
      { query: { search: 'tower' }, page: 1 },
      { query: { search: 'tower' }, page: 1 },
    ]);
    calls[2].resolve(buildPage(buildMany(buildRecap, 300, 2)));
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([300, 301]);
  });

  it('drops older answers that arrive after a newer query', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    actor.send({ type: 'query.change', query: { search: 'a' } });
    actor.send({ type: 'query.change', query: { search: 'b' } });
    expect(calls.map((call) => call.request)).toEqual([
      { query: { search: '' }, page: 1 },
      { query: { search: 'a' }, page: 1 },
      { query: { search: 'b' }, page: 1 },
    ]);
    calls[2].resolve(buildPage(buildMany(buildRecap, 300, 2)));
    await settle();
    calls[1].resolve(buildPage(buildMany(buildRecap, 200, 5)));
    calls[0].reject(new Error('late failure'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(ids(actor.getSnapshot().context.items)).toEqual([300, 301]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('drops a next page that answers after the query changed', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    calls[0].resolve(firstPage);
    await settle();
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'query.change', query: { search: 'tower' } });
    calls[2].resolve(buildPage([buildRecap(500)]));
    await settle();
    calls[1].resolve(buildPage(buildMany(buildRecap, 21, 20), 40, undefined, 20));
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([500]);
  });

  it('page 1 replaces, later pages append, and the server says when there is no more', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    calls[0].resolve(buildPage(buildMany(buildRecap, 1, 20), 25));
    await settle();
    expect(selectOffersMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(selectPagingStatus(actor.getSnapshot())).toBe('loadingMore');
    expect(calls[1].request.page).toBe(2);
    calls[1].resolve(buildPage(buildMany(buildRecap, 21, 5), 25, undefined, 20));
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(25);
    expect(selectOffersMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'list.loadMore' });
    expect(calls).toHaveLength(2);
  });

  it('a failed later page is retried as that page, keeping what is shown', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    calls[0].resolve(firstPage);
    await settle();
    actor.send({ type: 'list.loadMore' });
    calls[1].reject(new Error('offline'));
    await settle();
    expect(selectPagingStatus(actor.getSnapshot())).toBe('failed');
    expect(inEnglish(actor.getSnapshot().context.error!)).toBe('offline');
    actor.send({ type: 'request.retry' });
    expect(calls[2].request.page).toBe(2);
    calls[2].resolve(buildPage(buildMany(buildRecap, 21, 20), 40, undefined, 20));
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(40);
  });

  it('a failed first page of a new query is retried as page 1, not as a next page of the old list', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    calls[0].resolve(firstPage);
    await settle();
    actor.send({ type: 'query.change', query: { search: 'tower' } });
    calls[1].reject(new Error('offline'));
    await settle();
    actor.send({ type: 'request.retry' });
    expect(calls[2].request).toEqual({ query: { search: 'tower' }, page: 1 });
    calls[2].resolve(buildPage([buildRecap(500)]));
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([500]);
  });

  it('patches and removes one shown item in place; removing counts one fewer', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: { search: '' } } }).start();
    calls[0].resolve(buildPage(buildMany(buildRecap, 1, 3)));
    await settle();
    actor.send({ type: 'item.patch', id: 2, changes: { status: 'error' } });
    expect(actor.getSnapshot().context.items.map((item) => item.status)).toEqual([null, 'error', null]);
    actor.send({ type: 'item.remove', id: 2 });
    actor.send({ type: 'item.remove', id: 99 });
    expect(ids(actor.getSnapshot().context.items)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.total).toBe(2);
  });

  it('without a query it waits; clearing forgets the list until the next query', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { query: null } }).start();
    expect(selectPagingStatus(actor.getSnapshot())).toBe('idle');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'query.change', query: { search: '' } });
    calls[0].resolve(buildPage(buildMany(buildRecap, 1, 3)));
    await settle();
    actor.send({ type: 'list.clear' });
    expect(selectPagingStatus(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});

describe('paging machine, what the list shows at each step', () => {
  it('tells the view where the list stands, with its cards, total and error, from waiting to a failed later page', async () => {
    const calls: { resolve: (page: Page<Recap>) => void; reject: (error: Error) => void }[] = [];
    const machine = pagingMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Recap>, PageRequest<Query>>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))),
      },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const actor = createActor(machine, { input: { query: null } }).start();
    const shown = () => {
      const snapshot = actor.getSnapshot();
      return { status: selectPagingStatus(snapshot), items: selectItems(snapshot).length, total: selectTotal(snapshot), error: selectPagingError(snapshot), more: selectOffersMore(snapshot) };
    };
    expect(shown()).toEqual({ status: 'idle', items: 0, total: 0, error: null, more: false });
    actor.send({ type: 'query.change', query: { search: '' } });
    expect(shown()).toEqual({ status: 'loading', items: 0, total: 0, error: null, more: false });
    calls[0]!.resolve(firstPage);
    await settle();
    expect(shown()).toEqual({ status: 'loaded', items: 20, total: 40, error: null, more: true });
    actor.send({ type: 'list.loadMore' });
    expect(shown()).toEqual({ status: 'loadingMore', items: 20, total: 40, error: null, more: true });
    calls[1]!.reject(new Error('offline'));
    await settle();
    expect(shown()).toEqual({ status: 'failed', items: 20, total: 40, error: textMessage('offline'), more: false });
  });
});
