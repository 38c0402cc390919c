/** The types of stryker.config.mjs, for scripts/mutation.ts and tests/mutation/vitest.config.ts that read its parts. */
export interface MutationPart {
  /** Globs of the files whose mutants this part tries. */
  mutate: string[];
  /** Globs of the suites it tries them against. */
  tests: string[];
  /** Whether mutants in a module's top level are left out (see the config). */
  ignoreStatic: boolean;
  /** How much longer than without the mutant its tests may take before it counts as timed out. */
  timeoutMS: number;
}

export declare const MUTATION_PARTS: Record<'machines' | 'client' | 'server' | 'scanner', MutationPart>;
export declare const NOT_MUTATED: string[];
declare const config: Record<string, unknown>;
export default config;
