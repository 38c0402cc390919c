/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

/**
 * Every machine module, loaded inside a test: a definition XState refuses (a target that names no state, a
 * state without the children its `initial` names) throws as its module loads, and a suite that imports the
 * module at its top then fails before any of its tests has run, which a test report shows as no test at all.
 * Here each module's load is a test of its own, so such a mistake fails by name.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/*.ts');

/*
 * The domain and API modules the machines read load with the file, before any test. Loaded first by a machine's
 * load test, a mistake in their top level (a constant, a text) would count as run by that test alone, and be tried
 * against it with the module already loaded, which cannot notice it; loaded here, it is a static mutant, which the
 * client part of the mutation run leaves out (docs/testing.md, "Mutation testing").
 */
import.meta.glob('../../src/domain/**/*.ts', { eager: true });
import.meta.glob('../../src/api/**/*.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && (value as { config?: unknown }).config !== undefined
  && typeof (value as { provide?: unknown }).provide === 'function';

describe('machine definitions', () => {
  it('finds every machine module', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
  });

  for (const [file, load] of Object.entries(modules)) {
    const name = file.replace(/^.*\/(\w+)\.ts$/, '$1');
    it(`${name}: loads, and each machine it exports has the states its transitions name`, async () => {
      const module = await load();
      for (const machine of Object.values(module).filter(isMachine)) {
        // `root.definition` resolves every state's transitions and their targets, as XState would on each one.
        expect(machine.root.definition.key).toBe(machine.id);
      }
    });
  }
});
