import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isInterfaceLanguage, LANGUAGE_COOKIE, type InterfaceLanguage } from '../domain/interfaceLanguages';
import { loadCatalogue } from './shared/catalogueLoads';
import { i18n } from './shared/catalogues';
import { sessionChanges, type SessionChangedEvent, type SessionRef } from './session';

export interface LanguageInput {
  session: SessionRef;
  /** The language the page was served in (the reader's choice in this browser, else the browser's languages). */
  served: InterfaceLanguage;
}

export type LanguageEvent = SessionChangedEvent | { type: 'language.choose'; language: InterfaceLanguage };

interface LanguageContext {
  session: SessionRef;
  /** The language chosen: the interface is read in it once its catalogue is in. */
  language: InterfaceLanguage;
  /** The language the interface is read in now (`<html lang>`). */
  shown: InterfaceLanguage;
  /** A member is signed in: a choice is kept with the account as well. */
  member: boolean;
}

/** A year: the choice outlasts the visit, as a stored setting would. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function memberLanguage(session: SessionRef): InterfaceLanguage | null {
  const language = session.getSnapshot().context.user?.language;
  return isInterfaceLanguage(language) ? language : null;
}

/**
 * The language the interface is read in (decisions 0124, 0126). It starts from the one the page was served in (the
 * server chose it from this browser's cookie, else its languages) whose messages came with the page; a member's
 * language kept with the account wins once the session says who is there. A reader's choice (the language menu)
 * is kept in this browser's cookie, so the server serves the next page in it, and with the account when a member
 * makes it (PUT /api/account/language). Another language's catalogue loads when it is first needed; the interface
 * switches once it is in, and stays in the language it had when it cannot load.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
  },
  actors: {
    sessionChanges,
    loadCatalogue: fromPromise<void, { language: InterfaceLanguage }>(({ input }) => loadCatalogue(input.language)),
    // The call's code loads with the first choice a member makes: the first screen never sends it.
    saveLanguage: fromPromise<unknown, { language: InterfaceLanguage }>(async ({ input }) =>
      (await import('../api/interfaceLanguage')).saveInterfaceLanguage(input.language),
    ),
  },
  guards: {
    member: ({ context }) => context.member,
    /** The session's new person keeps a language with the account other than the one shown. */
    memberLanguageDiffers: ({ context }) => {
      const kept = memberLanguage(context.session);
      return kept !== null && kept !== context.language;
    },
  },
  actions: {
    followPerson: assign({ member: ({ event }) => event.type === 'session.changed' && event.isAuthenticated }),
    takeMemberLanguage: assign({ language: ({ context }) => memberLanguage(context.session) ?? context.language }),
    choose: assign({ language: ({ context, event }) => (event.type === 'language.choose' ? event.language : context.language) }),
    activate: ({ context }) => i18n.activate(context.language),
    markShown: assign({ shown: ({ context }) => context.language }),
    /** The catalogue could not load: the language shown stays, and the menu says it again. */
    keepShown: assign({ language: ({ context }) => context.shown }),
    // Written where the server reads it: the next page, its boot shell and a visitor's mails come in this language.
    store: ({ context }) => {
      document.cookie = `${LANGUAGE_COOKIE}=${context.language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    },
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ session: input.session, language: input.served, shown: input.served, member: false }),
  invoke: { id: 'sessionChanges', src: 'sessionChanges', input: ({ context }) => ({ session: context.session, isAuthenticated: null }) },
  on: {
    'session.changed': [
      { guard: 'memberLanguageDiffers', target: '.loading', actions: ['followPerson', 'takeMemberLanguage', 'store'] },
      { actions: 'followPerson' },
    ],
  },
  initial: 'shown',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'shown', actions: ['activate', 'markShown'] },
        onError: { target: 'shown', actions: 'keepShown' },
      },
    },
    shown: {
      on: {
        'language.choose': [
          { guard: 'member', target: 'saving', actions: ['choose', 'store'] },
          { target: 'loading', actions: ['choose', 'store'] },
        ],
      },
    },
    saving: {
      // The account keeps it for the member's other browsers and mails; this browser shows it either way.
      invoke: {
        id: 'saveLanguage',
        src: 'saveLanguage',
        input: ({ context }) => ({ language: context.language }),
        onDone: 'loading',
        onError: 'loading',
      },
    },
  },
});

export type LanguageRef = ActorRefFrom<typeof languageMachine>;

/** The language chosen (the menu's value). */
export function selectLanguage(snapshot: SnapshotFrom<typeof languageMachine>): InterfaceLanguage {
  return snapshot.context.language;
}

/** The language the interface is read in now (the document's `lang`). */
export function selectShownLanguage(snapshot: SnapshotFrom<typeof languageMachine>): InterfaceLanguage {
  return snapshot.context.shown;
}
