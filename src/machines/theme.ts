import { assign, setup } from 'xstate';

export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export interface ThemeInput {
  /** What local storage holds under the theme key, if anything. */
  stored: string | null;
  /** Whether the system asks for a light colour scheme. */
  systemPrefersLight: boolean;
}

export function initialTheme({ stored, systemPrefersLight }: ThemeInput): ThemeName {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersLight ? 'light' : 'dark';
}

export const themeMachine = setup({
  types: {
    context: {} as { theme: ThemeName },
    events: {} as { type: 'theme.toggle' },
    input: {} as ThemeInput,
  },
  actions: {
    flip: assign({ theme: ({ context }) => (context.theme === 'light' ? 'dark' : 'light') }),
    // Only a choice the person made is stored; the system preference keeps following the system until then.
    persist: ({ context }) => {
      try {
        // Without a storage (outside a browser) the call throws, and the catch below ignores it.
        globalThis.localStorage.setItem(THEME_STORAGE_KEY, context.theme);
      } catch {
        // Storage can be disabled (private mode, quota): the theme still switches for this visit.
      }
    },
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ theme: initialTheme(input) }),
  initial: 'active',
  states: {
    active: {
      on: { 'theme.toggle': { actions: ['flip', 'persist'] } },
    },
  },
});

/** Reads the starting point from the browser; safe where there is no window. */
export function readThemeInput(): ThemeInput {
  let stored: string | null;
  try {
    // Without a storage (outside a browser) the call throws, and the catch reads no stored choice.
    stored = globalThis.localStorage.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const systemPrefersLight =
    typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-color-scheme: light)').matches;
  return { stored, systemPrefersLight };
}

export function selectTheme(snapshot: { context: { theme: ThemeName } }): ThemeName {
  return snapshot.context.theme;
}
