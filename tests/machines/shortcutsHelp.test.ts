import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { expectFullCoverage, walkModel } from './support/modelWalk';
import { selectShortcutsHelpOpen, shortcutsHelpMachine } from '../../src/machines/shortcutsHelp';

describe('shortcutsHelp machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'shortcutsHelp',
      machine: shortcutsHelpMachine,
      check: (snapshot) => expect(selectShortcutsHelpOpen(snapshot as never)).toBe(snapshot.matches('open')),
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('shortcutsHelp machine, behaviour', () => {
  it('? opens the help, Esc or Close closes it; opening an open help or closing a closed one changes nothing', () => {
    const actor = createActor(shortcutsHelpMachine).start();
    const open = () => selectShortcutsHelpOpen(actor.getSnapshot());
    expect(open()).toBe(false);
    actor.send({ type: 'dialog.close' });
    expect(open()).toBe(false);
    actor.send({ type: 'dialog.open' });
    expect(open()).toBe(true);
    actor.send({ type: 'dialog.open' });
    expect(open()).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(open()).toBe(false);
  });
});
