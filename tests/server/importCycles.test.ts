import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../../server');

/** Every .ts file under server/ with the server files it imports (type-only imports included: they tie modules too). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(SERVER, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue;
    const file = path.join(SERVER, entry);
    const imports = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from '(\.[^']+\.ts)'/gm)]
      .map((match) => path.resolve(path.dirname(file), match[1]))
      .filter((target) => target.startsWith(SERVER));
    graph.set(file, imports);
  }
  return graph;
}

/** One cycle as a list of server-relative paths, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file].map((item) => path.relative(SERVER, item));
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('server modules', () => {
  it('import each other without a cycle', () => {
    expect(findCycle(importGraph())).toBeNull();
  });
});
