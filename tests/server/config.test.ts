import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('configuration', () => {
  it('leaves the PostgreSQL pool size to the driver unless DATABASE_POOL_SIZE is set', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 6 ' }).databasePoolSize).toBe(6);
  });

  it('refuses a pool size that is not a whole number from 1 to 1000, naming the variable', () => {
    for (const value of ['0', '-2', '2.5', 'many', '1001']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}"`);
    }
  });
});
