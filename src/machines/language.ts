import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '../domain/interfaceLanguages';
import { i18n, loadCatalogue } from './shared/catalogues';
import { sessionChanges, type SessionChangedEvent, type SessionRef } from './session';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageInput {
  session: SessionRef;
  /** What local storage holds under the language key: a visitor's choice, if any (read from the browser when absent). */
  stored?: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`; read from the browser when absent). */
  browserLanguages?: readonly string[];
}

export type LanguageEvent = SessionChangedEvent | { type: 'language.choose'; language: InterfaceLanguage };

interface LanguageContext {
  session: SessionRef;
  /** The language chosen: the interface is read in it once its catalogue is in. */
  language: InterfaceLanguage;
  /** The language the interface is read in now (`<html lang>`): English until the first catalogue is in. */
  shown: InterfaceLanguage;
  /** A member is signed in: a choice is kept with the account as well. */
  member: boolean;
}

/** The shipped language a browser's language tag names: the same tag, else the same language (`pt` → `pt-BR`). */
function shippedFor(tag: string): InterfaceLanguage | undefined {
  const lower = tag.toLowerCase();
  return (
    INTERFACE_LANGUAGES.find((language) => language.toLowerCase() === lower) ??
    INTERFACE_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === lower.split('-')[0])
  );
}

/** A visitor's stored choice, else the first of the browser's languages that a shipped one answers, else English. */
export function initialLanguage({ stored, browserLanguages }: Required<Omit<LanguageInput, 'session'>>): InterfaceLanguage {
  if (isInterfaceLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const shipped = shippedFor(tag);
    if (shipped !== undefined) return shipped;
  }
  return 'en';
}

function memberLanguage(session: SessionRef): InterfaceLanguage | null {
  const language = session.getSnapshot().context.user?.language;
  return isInterfaceLanguage(language) ? language : null;
}

/**
 * The language the interface is read in (issue 35, decision 0124). It starts from the visitor's stored choice, else
 * the browser's languages, else English; a member's language kept with the account wins once the session says who
 * is there. A reader's choice (the header's language menu) is stored in this browser, and kept with the account
 * when a member makes it (PUT /api/account/language). Each language's catalogue loads when it is first needed; the
 * interface switches once it is in, and stays in the language it had when it cannot load.
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
    store: ({ context }) => {
      try {
        globalThis.localStorage.setItem(LANGUAGE_STORAGE_KEY, context.language);
      } catch {
        // Storage can be disabled (private mode, quota): the language still changes for this visit.
      }
    },
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ session: input.session, language: initialLanguage({ ...readLanguageInput(), ...input }), shown: 'en', member: false }),
  invoke: { id: 'sessionChanges', src: 'sessionChanges', input: ({ context }) => ({ session: context.session, isAuthenticated: null }) },
  on: {
    'session.changed': [
      { guard: 'memberLanguageDiffers', target: '.loading', actions: ['followPerson', 'takeMemberLanguage'] },
      { actions: 'followPerson' },
    ],
  },
  initial: 'loading',
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

/** Reads the starting point from the browser; safe where there is no window. */
function readLanguageInput(): Required<Omit<LanguageInput, 'session'>> {
  let stored: string | null;
  try {
    stored = globalThis.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const browserLanguages = globalThis.navigator?.languages ?? [];
  return { stored, browserLanguages };
}
