import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { declaredNodeRange, findEngineConflicts } from '../../scripts/nodeEngines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('Node engines', () => {
  it('every installed package supports the whole Node range package.json declares', () => {
    expect(findEngineConflicts(ROOT)).toEqual([]);
  });

  it('the declared range includes the Node running the tests', async () => {
    const { default: semver } = await import('semver');
    expect(semver.satisfies(process.version, declaredNodeRange(ROOT))).toBe(true);
  });

  it('names a package whose engines leave out part of the declared range', () => {
    const conflicts = findEngineConflicts(ROOT, '>=18');
    expect(conflicts.length).toBeGreaterThan(0);
    expect(conflicts[0]).toEqual({ location: expect.stringContaining('node_modules/'), version: expect.any(String), engines: expect.any(String) });
  });
});
