import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { headerMenuMachine, selectMenuOpen } from '../../src/machines/headerMenu';
import { expectFullCoverage, walkModel } from './support/modelWalk';

describe('header menu machine, model-based', () => {
  it('walks every generated path, reaching every state and transition', () => {
    const report = walkModel({ name: 'headerMenu', machine: headerMenuMachine });
    expectFullCoverage(report);
  });

  it('reaches open in one step', () => {
    const paths = getShortestPaths(headerMenuMachine);
    const open = paths.find((path) => path.state.value === 'open');
    expect(open?.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'menu.toggle']);
  });
});

describe('header menu, behaviour', () => {
  it.each(['route.changed', 'menu.close', 'menu.toggle'] as const)('an open menu closes on %s', (type) => {
    const actor = createActor(headerMenuMachine).start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('a route change or outside click does not open a collapsed menu', () => {
    const actor = createActor(headerMenuMachine).start();
    actor.send({ type: 'route.changed' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });
});

describe('header menu, what the page shows', () => {
  it('the menu button opens the menu and closes it again; moving on or clicking outside closes it', () => {
    const actor = createActor(headerMenuMachine).start();
    const open = () => selectMenuOpen(actor.getSnapshot());
    expect(open()).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(open()).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(open()).toBe(false);
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'route.changed' });
    expect(open()).toBe(false);
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.close' });
    expect(open()).toBe(false);
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'route.changed' });
    expect(open()).toBe(false);
  });
});
