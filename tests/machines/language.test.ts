import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, fromPromise, fromTransition } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { member } from './support/sessionModel';
import type { User } from '../../src/api/types';
import { languageMachine, selectLanguage, selectShownLanguage } from '../../src/machines/language';
import type { InterfaceLanguage } from '../../src/domain/interfaceLanguages';
import { loadCatalogue } from '../../src/machines/shared/catalogueLoads';
import { i18n } from '../../src/machines/shared/catalogues';
import { sessionMachine, type SessionRef } from '../../src/machines/session';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { loadingSession } from './support/appActors';
import { waitForState } from './support/waitForState';

// The member's choice is kept with the account: a real HTTP server answers PUT /api/account/language.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

/** A session whose snapshot names `user`, standing still: the walk tells the machine `session.changed` itself. */
function sessionOf(user: User | null): SessionRef {
  return createActor(fromTransition((state) => state, { user })).start() as unknown as SessionRef;
}

describe('language machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'language',
      // The walk's catalogues never come in: activating one is left to the tests below, which load them.
      machine: languageMachine.provide({
        actions: { activate: () => {}, store: () => {} },
        actors: { sessionChanges: fromCallback(() => {}), loadCatalogue: pendingActor(), saveLanguage: pendingActor() },
      }),
      // A member who keeps German with the account, on a page served in English.
      input: { session: sessionOf({ ...member, language: 'de' }), served: 'en' },
      events: [
        { type: 'session.changed', isAuthenticated: true },
        { type: 'session.changed', isAuthenticated: false },
        { type: 'language.choose', language: 'es' },
        doneEvent('loadCatalogue'),
        errorEvent('loadCatalogue', new Error('offline')),
        doneEvent('saveLanguage', { language: 'es' }),
        errorEvent('saveLanguage', new Error('offline')),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.language, snapshot.context.shown, snapshot.context.member]),
      check: (snapshot) => {
        // Only a language whose catalogue came in is shown, and a failed load leaves the choice on the one shown.
        expect(['en', 'de', 'es']).toContain(selectShownLanguage(snapshot as never));
        if (snapshot.matches('shown')) expect(selectLanguage(snapshot as never)).toBe(selectShownLanguage(snapshot as never));
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

/** A session that knows who is there at once: `user`, or nobody. */
function settledSession(user: User | null) {
  return createActor(
    sessionMachine.provide({
      actors: { fetchCurrentUser: fromPromise(async () => user) },
    }),
  ).start();
}

const shown = (actor: { getSnapshot: () => { matches: (state: 'shown') => boolean } }) => waitForState(actor as never, (snapshot: never) => (snapshot as { matches: (state: 'shown') => boolean }).matches('shown'));

describe('language machine, with its catalogues', () => {
  /** The languages the machine kept as the reader's choice (in this browser's cookie, in the app). */
  let kept: InterfaceLanguage[];
  const start = (user: User | null, served: InterfaceLanguage = 'en') =>
    createActor(languageMachine.provide({ actions: { store: ({ context }) => kept.push(context.language) } }), { input: { session: settledSession(user), served } }).start();

  beforeEach(async () => {
    kept = [];
    server.received.length = 0;
    server.answerWith({ status: 200, body: { language: 'fr' } });
    // The page as the server sends it to an English reader: its messages in, before the first render.
    await loadCatalogue('en');
    i18n.activate('en');
  });

  it('starts in the language the page was served in, and loads nothing for it', async () => {
    const actor = start(null, 'en');
    await shown(actor);
    expect(selectShownLanguage(actor.getSnapshot())).toBe('en');
    expect(kept).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it("loads a chosen language and reads the interface in it: plurals and numbers are that language's", async () => {
    const actor = start(null);
    await shown(actor);
    actor.send({ type: 'language.choose', language: 'pt-BR' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'pt-BR');
    expect(i18n.locale).toBe('pt-BR');
    expect(i18n._('recaps.found', { n: 1 })).toBe('1 resumo encontrado');
    expect(i18n._('recaps.found', { n: 1200 })).toBe('1.200 resumos encontrados');
    expect(kept).toEqual(['pt-BR']);
    expect(server.received).toEqual([]);
  });

  it("takes a member's language from the account once the session knows them, and keeps it for the next page", async () => {
    const actor = start({ ...member, language: 'de' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'de');
    expect(i18n._('recaps.found', { n: 2 })).toBe('2 Zusammenfassungen gefunden');
    expect(kept).toEqual(['de']);
  });

  it("keeps a member's choice with the account, and a visitor's in this browser alone", async () => {
    const memberActor = start(member);
    await waitForState(memberActor, (snapshot) => snapshot.matches('shown') && snapshot.context.member);
    memberActor.send({ type: 'language.choose', language: 'fr' });
    await waitForState(memberActor, (snapshot) => snapshot.context.shown === 'fr');
    expect(server.received.map((request) => [request.method, request.path, request.body])).toEqual([['PUT', '/account/language', { language: 'fr' }]]);
    expect(i18n._('home.title')).toBe('Résumés de manhwa');

    server.received.length = 0;
    const visitor = start(null, 'fr');
    await shown(visitor);
    visitor.send({ type: 'language.choose', language: 'id' });
    await waitForState(visitor, (snapshot) => snapshot.context.shown === 'id');
    expect(server.received).toEqual([]);
    expect(i18n._('recaps.found', { n: 3 })).toBe('3 rekap ditemukan');
    expect(kept).toEqual(['fr', 'id']);
  });

  it('writes the choice where the server reads it: the language cookie, for a year', async () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', { set cookie(value: string) { cookies.push(value); } });
    const actor = createActor(languageMachine, { input: { session: settledSession(null), served: 'en' } }).start();
    await shown(actor);
    actor.send({ type: 'language.choose', language: 'fr' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'fr');
    expect(cookies).toEqual(['language=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
    vi.unstubAllGlobals();
  });

  it("a member's choice the account could not keep is still read in this browser", async () => {
    const actor = start(member);
    await waitForState(actor, (snapshot) => snapshot.matches('shown') && snapshot.context.member);
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'language.choose', language: 'fr' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'fr');
    expect(server.received.map((request) => [request.method, request.path])).toEqual([['PUT', '/account/language']]);
    expect(kept).toEqual(['fr']);
  });

  it("a member who arrives with another language kept is still a member: a later choice goes to the account", async () => {
    const actor = start({ ...member, language: 'de' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'de');
    actor.send({ type: 'language.choose', language: 'fr' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'fr');
    expect(server.received.map((request) => [request.method, request.path, request.body])).toEqual([['PUT', '/account/language', { language: 'fr' }]]);
  });

  it('while the session is still asked, a choice is nobody\'s account\'s: it stays in this browser', async () => {
    const actor = createActor(languageMachine.provide({ actions: { store: ({ context }) => kept.push(context.language) } }), { input: { session: loadingSession(), served: 'en' } }).start();
    actor.send({ type: 'language.choose', language: 'fr' });
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'fr');
    expect(server.received).toEqual([]);
    expect(kept).toEqual(['fr']);
  });

  it("English stays the spec's wording, with the count as the spec writes it", () => {
    expect(i18n._('recaps.found', { n: 1234 })).toBe('1234 recap(s) found');
  });
});
