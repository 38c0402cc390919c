import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { channelDeactivationMachine, type ChannelDeactivationContext } from '../../../src/machines/channelDeactivation';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { demoAdmin, renderRoute } from '../support/renderRoute';
import { channel, channelsServer } from './fixtures';
import { quietApp, recordEvents } from '../../machines/support/appActors';

const tower = { id: 1, name: 'Tower Recaps' };
const north = { id: 2, name: 'North Recaps' };

const generated = modelPaths({
  name: 'channelDeactivation',
  machine: channelDeactivationMachine.provide({ actors: { deactivateChannel: pendingActor<void, { channelId: number }>() } }),
  input: { ...quietApp(), list: recordEvents().ref },
  events: [
    { type: 'dialog.open', channel: tower },
    { type: 'dialog.open', channel: north },
    doneEvent('deactivateChannel', { message: 'Channel deactivated' }),
    errorEvent('deactivateChannel', new ApiError(500, 'Internal', { error: 'Internal', message: 'Internal' })),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as ChannelDeactivationContext).channel?.id ?? null]),
  simplePaths: 20,
});

/** The channels each step has taken off the list so far. */
function deactivatedAfter(path: ModelPath, index: number): number[] {
  const gone: number[] = [];
  let asked: number | null = null;
  for (const step of path.steps.slice(0, index + 1)) {
    if (step.event.type === 'dialog.open') asked = step.event.channel.id;
    if (step.event.type === 'xstate.done.actor.deactivateChannel' && asked !== null) gone.push(asked);
  }
  return gone;
}

// A person cannot press Deactivate on a card that has already left the list.
const paths = generated.filter((path) =>
  path.steps.every((step, index) => step.event.type !== 'dialog.open' || !deactivatedAfter(path, index - 1).includes(step.event.channel.id)),
);

function main() {
  return within(screen.getByRole('main'));
}

describe('channel deactivation through Browse Channels, generated paths', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const network = pathNetwork(path, { deactivateChannel: { method: 'put', path: '/channels/:id/deactivate' } });
    const list = channelsServer([channel(tower.id, { name: tower.name }), channel(north.id, { name: north.name })]);
    renderRoute('/channels', { user: demoAdmin, handlers: [...network.handlers, ...list.handlers] });
    await screen.findByText('2 channels', {}, { timeout: 8000 });

    let stepIndex = 0;
    const perform = async (event: AnyEventObject) => {
      if (event.type === 'dialog.open') {
        await user.click(main().getByRole('button', { name: `Deactivate ${event.channel.name}` }));
      } else if (event.type === 'dialog.confirm') {
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
      } else if (event.type === 'dialog.close') {
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      } else {
        throw new Error(`No person's action for ${event.type}`);
      }
    };
    const see = (state: ModelPath['state'], event: AnyEventObject) => {
      const context = state.context as ChannelDeactivationContext;
      const gone = deactivatedAfter(path, stepIndex);
      for (const shown of [tower, north]) {
        // An open dialog hides the page from assistive technology, so the cards are looked up regardless.
        const card = main().queryByRole('article', { name: shown.name, hidden: true });
        if (gone.includes(shown.id)) expect(card).toBeNull();
        else expect(card).not.toBeNull();
      }
      const left = 2 - gone.length;
      expect(main().getByText(`${left} ${left === 1 ? 'channel' : 'channels'}`)).toBeInTheDocument();
      if (event.type === 'xstate.done.actor.deactivateChannel') expect(screen.getByText('Channel deactivated successfully')).toBeInTheDocument();
      if (event.type === 'xstate.error.actor.deactivateChannel')
        expect(screen.getByText('Failed to deactivate channel. Please try again.')).toBeInTheDocument();
      if (state.matches('idle')) {
        expect(screen.queryByRole('dialog')).toBeNull();
        return;
      }
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByText(`Deactivate "${context.channel!.name}"? All recaps from this channel will be hidden.`)).toBeInTheDocument();
      if (state.matches('deactivating')) {
        expect(dialog.getByRole('button', { name: 'Deactivating...' })).toBeDisabled();
        expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      } else {
        expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
        expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      }
    };
    await walkPathThroughView(path, network, {
      perform,
      see: (state, event) => {
        stepIndex = path.steps.findIndex((step) => step.state === state);
        see(state, event);
      },
    });
  });
});
