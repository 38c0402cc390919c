import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';

import { videoVisits } from '../../../src/machines/shared/videoVisits';

/** An element of the page that is, or sits inside, the links the selector it answers names. */
class FakeElement {
  constructor(private readonly inside: string) {}
  closest(selector: string): FakeElement | null {
    return selector === this.inside ? this : null;
  }
}

/** A page in Node: the listeners the actor adds, and whether the page is in sight. */
function fakePage() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const page = {
    visibilityState: 'hidden',
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) => listeners.get(type)?.delete(listener),
  };
  const fire = (type: string, event: unknown = {}) => [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
  return { page, fire, listeners };
}

/** The events a machine invoking videoVisits for recap 7 hears. */
function listen(enabled: boolean) {
  const heard: string[] = [];
  const machine = setup({ actors: { videoVisits } }).createMachine({
    invoke: { src: 'videoVisits', input: { recapId: 7, enabled } },
    on: { '*': { actions: ({ event }) => heard.push(event.type) } },
  });
  const actor = createActor(machine).start();
  return { actor, heard };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('videoVisits', () => {
  it('hears a click or a middle click on this recap\'s video link, and the page in sight again', () => {
    const { page, fire } = fakePage();
    vi.stubGlobal('document', page);
    vi.stubGlobal('Element', FakeElement);
    const { heard } = listen(true);
    fire('click', { target: new FakeElement('[data-video-link="7"]') });
    fire('auxclick', { target: new FakeElement('[data-video-link="7"]') });
    // Another recap's link, or a click on no element, is not this video.
    fire('click', { target: new FakeElement('[data-video-link="8"]') });
    fire('click', { target: { closest: () => true } });
    expect(heard).toEqual(['video.opened', 'video.opened']);
    // The page hidden (the member gone to the video) is not their return.
    fire('visibilitychange');
    expect(heard).toEqual(['video.opened', 'video.opened']);
    page.visibilityState = 'visible';
    fire('visibilitychange');
    expect(heard).toEqual(['video.opened', 'video.opened', 'page.returned']);
  });

  it('listens to nothing when not enabled, or where there is no page', () => {
    const { page, listeners } = fakePage();
    vi.stubGlobal('document', page);
    listen(false);
    expect(listeners.size).toBe(0);
    vi.unstubAllGlobals();
    expect(() => listen(true)).not.toThrow();
  });
});
