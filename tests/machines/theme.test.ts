import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { initialTheme, readThemeInput, selectTheme, THEME_STORAGE_KEY, themeMachine } from '../../src/machines/theme';
import { expectFullCoverage, walkModel } from './support/modelWalk';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme machine, model-based', () => {
  it('walks every generated path from a stored and a system start, flipping the theme on each toggle', () => {
    const report = walkModel({
      name: 'theme',
      machine: themeMachine.provide({ actions: { persist: () => {} } }),
      input: { stored: 'light', systemPrefersLight: false },
      inputs: [{ stored: null, systemPrefersLight: false }],
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, theme: snapshot.context.theme }),
      check: (snapshot, path, stepIndex) => {
        const toggles = path.steps.slice(1, stepIndex + 1).filter((step) => step.event.type === 'theme.toggle').length;
        const start = path.steps[0].state.context.theme;
        const flipped = start === 'light' ? 'dark' : 'light';
        expect(snapshot.context.theme).toBe(toggles % 2 === 0 ? start : flipped);
      },
    });
    expectFullCoverage(report);
  });

  it('reaches both themes in the shortest paths', () => {
    const paths = getShortestPaths(themeMachine, {
      input: { stored: 'dark', systemPrefersLight: true },
      serializeState: (snapshot: { context: { theme: string } }) => snapshot.context.theme,
    } as never);
    expect(paths.map((path) => (path.state.context as { theme: string }).theme).sort()).toEqual(['dark', 'light']);
  });
});

describe('theme, behaviour', () => {
  it('uses the stored preference over the system one', () => {
    expect(initialTheme({ stored: 'dark', systemPrefersLight: true })).toBe('dark');
    expect(initialTheme({ stored: 'light', systemPrefersLight: false })).toBe('light');
  });

  it('follows the system without a stored preference: light if it prefers light, otherwise dark', () => {
    expect(initialTheme({ stored: null, systemPrefersLight: true })).toBe('light');
    expect(initialTheme({ stored: null, systemPrefersLight: false })).toBe('dark');
    expect(initialTheme({ stored: 'sepia', systemPrefersLight: false })).toBe('dark');
  });

  it('reads the stored key and the prefers-color-scheme query from the browser', () => {
    vi.stubGlobal('localStorage', memoryStorage({ theme: 'light' }));
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: light)' }));
    expect(readThemeInput()).toEqual({ stored: 'light', systemPrefersLight: true });
  });

  it('stores the theme under the theme key on every toggle', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = createActor(themeMachine, { input: { stored: null, systemPrefersLight: true } }).start();
    expect(actor.getSnapshot().context.theme).toBe('light');
    expect(storage.values.has(THEME_STORAGE_KEY)).toBe(false);
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().context.theme).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    actor.send({ type: 'theme.toggle' });
    expect(storage.getItem('theme')).toBe('light');
  });

  it('still switches when storage refuses to save', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const actor = createActor(themeMachine, { input: { stored: null, systemPrefersLight: false } }).start();
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().context.theme).toBe('light');
  });
});

describe('theme, what the page shows', () => {
  it('tells the page the starting theme and each switched one', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const actor = createActor(themeMachine, { input: { stored: 'dark', systemPrefersLight: true } }).start();
    expect(selectTheme(actor.getSnapshot())).toBe('dark');
    actor.send({ type: 'theme.toggle' });
    expect(selectTheme(actor.getSnapshot())).toBe('light');
    actor.send({ type: 'theme.toggle' });
    expect(selectTheme(actor.getSnapshot())).toBe('dark');
  });

  it('where there is no browser (no storage, no media queries) it starts dark and still switches', () => {
    expect(readThemeInput()).toEqual({ stored: null, systemPrefersLight: false });
    const actor = createActor(themeMachine, { input: readThemeInput() }).start();
    actor.send({ type: 'theme.toggle' });
    expect(selectTheme(actor.getSnapshot())).toBe('light');
  });

  it('a storage that refuses to be read counts as no stored choice, and the system decides', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    expect(readThemeInput()).toEqual({ stored: null, systemPrefersLight: true });
  });

  it('a system that does not ask for light gives dark', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(readThemeInput()).toEqual({ stored: null, systemPrefersLight: false });
  });
});
