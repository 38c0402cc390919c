import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, fromPromise, fromTransition } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { member } from './support/sessionModel';
import type { User } from '../../src/api/types';
import { initialLanguage, languageMachine, selectLanguage, selectShownLanguage } from '../../src/machines/language';
import { i18n } from '../../src/machines/shared/catalogues';
import { sessionMachine, type SessionRef } from '../../src/machines/session';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
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
        actions: { activate: () => {} },
        actors: { sessionChanges: fromCallback(() => {}), loadCatalogue: pendingActor(), saveLanguage: pendingActor() },
      }),
      // A member who keeps German with the account, on a browser that reads English.
      input: { session: sessionOf({ ...member, language: 'de' }), stored: null, browserLanguages: ['en-GB'] },
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

describe('the reader\'s language at the start', () => {
  it('is a stored choice, else the first browser language a shipped one answers, else English', () => {
    expect(initialLanguage({ stored: 'fr', browserLanguages: ['de-DE'] })).toBe('fr');
    expect(initialLanguage({ stored: 'ko', browserLanguages: ['ko-KR', 'pt-PT', 'es'] })).toBe('pt-BR');
    expect(initialLanguage({ stored: null, browserLanguages: ['es-MX', 'en'] })).toBe('es');
    expect(initialLanguage({ stored: null, browserLanguages: ['id'] })).toBe('id');
    expect(initialLanguage({ stored: null, browserLanguages: ['ja', 'th'] })).toBe('en');
    expect(initialLanguage({ stored: null, browserLanguages: [] })).toBe('en');
  });
});

/** A session that knows who is there at once: `user`, or nobody. */
function settledSession(user: User | null) {
  return createActor(
    sessionMachine.provide({
      actors: { fetchCurrentUser: fromPromise(async () => user), countPendingSuggestions: fromPromise(async () => 0) },
    }),
  ).start();
}

const shown = (actor: { getSnapshot: () => { matches: (state: 'shown') => boolean } }) => waitForState(actor as never, (snapshot: never) => (snapshot as { matches: (state: 'shown') => boolean }).matches('shown'));

describe('language machine, with its catalogues', () => {
  beforeEach(() => {
    server.received.length = 0;
    server.answerWith({ status: 200, body: { language: 'fr' } });
    i18n.activate('en');
  });

  it('loads the browser\'s language and reads the interface in it: plurals are that language\'s', async () => {
    const actor = createActor(languageMachine, { input: { session: settledSession(null), stored: null, browserLanguages: ['pt-PT'] } }).start();
    await shown(actor);
    expect(selectShownLanguage(actor.getSnapshot())).toBe('pt-BR');
    expect(i18n.locale).toBe('pt-BR');
    expect(i18n._('recaps.found', { n: 1 })).toBe('1 resumo encontrado');
    expect(i18n._('recaps.found', { n: 1200 })).toBe('1.200 resumos encontrados');
    expect(server.received).toEqual([]);
  });

  it('takes a member\'s language from the account once the session knows them', async () => {
    const actor = createActor(languageMachine, { input: { session: settledSession({ ...member, language: 'de' }), stored: null, browserLanguages: ['en'] } }).start();
    await waitForState(actor, (snapshot) => snapshot.context.shown === 'de');
    expect(i18n._('recaps.found', { n: 2 })).toBe('2 Zusammenfassungen gefunden');
  });

  it('keeps a member\'s choice with the account, and a visitor\'s in this browser alone', async () => {
    const memberActor = createActor(languageMachine, { input: { session: settledSession(member), stored: null, browserLanguages: ['en'] } }).start();
    await waitForState(memberActor, (snapshot) => snapshot.matches('shown') && snapshot.context.member);
    memberActor.send({ type: 'language.choose', language: 'fr' });
    await waitForState(memberActor, (snapshot) => snapshot.context.shown === 'fr');
    expect(server.received.map((request) => [request.method, request.path, request.body])).toEqual([['PUT', '/account/language', { language: 'fr' }]]);
    expect(i18n._('home.title')).toBe('Résumés de manhwa');

    server.received.length = 0;
    const visitor = createActor(languageMachine, { input: { session: settledSession(null), stored: null, browserLanguages: ['en'] } }).start();
    await shown(visitor);
    visitor.send({ type: 'language.choose', language: 'id' });
    await waitForState(visitor, (snapshot) => snapshot.context.shown === 'id');
    expect(server.received).toEqual([]);
    expect(i18n._('recaps.found', { n: 3 })).toBe('3 rekap ditemukan');
  });

  it('English stays the spec\'s wording, with the count as the spec writes it', () => {
    i18n.activate('en');
    expect(i18n._('recaps.found', { n: 1234 })).toBe('1234 recap(s) found');
  });
});
