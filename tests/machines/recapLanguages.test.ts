import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/recaps', () => ({ fetchRecapLanguageCounts: vi.fn() }));

import { fetchRecapLanguageCounts } from '../../src/api/recaps';
import { recapLanguagesMachine, selectLanguageCounts } from '../../src/machines/recapLanguages';

const counts = [{ language: 'en', recaps: 120 }, { language: 'ko', recaps: 7 }];

// Issue 18, item 24: the language filter offers the languages present, with counts.
describe('recapLanguages machine', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'recapLanguages',
      machine: recapLanguagesMachine.provide({ actors: { loadCounts: pendingActor() } }),
      events: [doneEvent('loadCounts', counts), errorEvent('loadCounts', new Error('offline'))],
      check: (snapshot) => {
        if (snapshot.matches('loading')) expect(selectLanguageCounts(snapshot)).toBeNull();
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });

  it('keeps the counts, or none when the call fails', async () => {
    vi.mocked(fetchRecapLanguageCounts).mockResolvedValueOnce(counts).mockRejectedValueOnce(new Error('offline'));
    const loaded = createActor(recapLanguagesMachine).start();
    await vi.waitFor(() => expect(loaded.getSnapshot().value).toBe('ready'));
    expect(selectLanguageCounts(loaded.getSnapshot())).toEqual(counts);
    const failed = createActor(recapLanguagesMachine).start();
    await vi.waitFor(() => expect(failed.getSnapshot().value).toBe('ready'));
    expect(selectLanguageCounts(failed.getSnapshot())).toBeNull();
  });
});
