import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives a file at `filePath` importing `source`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${source}';\nexport const kept = imported;\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import zones (eslint.config.js)', () => {
  it.each([
    ['src/machines/probe.ts', '../../server/app.ts', 'src/ never imports server/'],
    ['src/domain/probe.ts', '../../server/db/driver.ts', 'src/ never imports server/'],
    ['src/views/probe.tsx', '../../server/config.ts', 'src/ never imports server/'],
    ['src/views/probe.tsx', '../api/client.ts', 'they never call the API'],
    ['src/machines/probe.ts', '../views/App.tsx', 'Machines never import views'],
    ['server/routes/probe.ts', '../../src/api/client.ts', 'server/ imports from src/ only'],
    ['server/probe.ts', '../src/machines/session.ts', 'server/ imports from src/ only'],
  ])('%s may not import %s', async (filePath, source, reason) => {
    const messages = await refusals(filePath, source);
    expect(messages.some((message) => message.includes(reason)), messages.join('\n')).toBe(true);
  });

  it.each([
    ['server/routes/probe.ts', '../../src/domain/seriesName.ts'],
    ['server/routes/probe.ts', '../../src/api/types.ts'],
    ['src/machines/probe.ts', '../api/client.ts'],
    ['src/views/probe.tsx', '../machines/session.ts'],
  ])('%s may import %s', async (filePath, source) => {
    expect(await refusals(filePath, source)).toEqual([]);
  });
});
