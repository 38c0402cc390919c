import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { accountDeletionMachine, type AccountDeletionContext } from '../../../src/machines/accountDeletion';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { inEnglish, quietApp } from '../../machines/support/appActors';
import { describePath, longestPaths, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { demoUser, renderRoute } from '../support/renderRoute';

const WRONG = 'That password is not right. Your account was not deleted.';

const paths = modelPaths({
  name: 'accountDeletion',
  machine: accountDeletionMachine.provide({ actors: { deleteAccount: pendingActor<void, { password: string }>() } }),
  input: quietApp(),
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'field.change', field: 'password', value: 'secret password' },
    { type: 'form.submit' },
    doneEvent('deleteAccount', { message: 'Your account has been deleted.' }),
    errorEvent('deleteAccount', new ApiError(400, WRONG, { error: WRONG, message: WRONG })),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as AccountDeletionContext).password !== '', (snapshot.context as AccountDeletionContext).error]),
  simplePaths: 12,
});

describe('the account page', () => {
  it('offers the exports as downloads, the import, the settings and deletion to a member', async () => {
    renderRoute('/account', { user: demoUser });
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Your data' });
    const json = within(data).getByRole('link', { name: 'Export my data (JSON)' });
    expect(json).toHaveAttribute('href', '/api/account/export');
    expect(json).toHaveAttribute('download');
    expect(within(data).getByRole('link', { name: 'Export my list (MyAnimeList XML)' })).toHaveAttribute('href', '/api/account/export/mal.xml');
    expect(within(data).getByRole('link', { name: 'Import a list' })).toHaveAttribute('href', '/account/import');
    expect(screen.getByRole('region', { name: 'Private feed of the series you follow' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Spoiler shield' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks a visitor to log in', async () => {
    renderRoute('/account');
    expect(await screen.findByText('Please log in to view your account.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });
});

describe('delete my account through the account page, generated paths', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(3);
  });

  // A path that another one starts with is walked inside it, with the same check after each of its steps.
  it.each(longestPaths(paths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ delay: null });
    const network = pathNetwork(path, { deleteAccount: { method: 'delete', path: '/account' } });
    const rendered = renderRoute('/account', { user: demoUser, handlers: network.handlers });
    await screen.findByRole('region', { name: 'Delete my account' }, { timeout: 8000 });

    const perform = async (event: AnyEventObject) => {
      if (event.type === 'dialog.open') {
        await user.click(within(screen.getByRole('region', { name: 'Delete my account' })).getByRole('button', { name: 'Delete my account' }));
      } else if (event.type === 'dialog.close') {
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      } else if (event.type === 'field.change') {
        const field = within(screen.getByRole('dialog')).getByLabelText('Password');
        await user.clear(field);
        await user.type(field, event.value as string);
      } else if (event.type === 'form.submit') {
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));
      } else {
        throw new Error(`No person's action for ${event.type}`);
      }
    };
    const see = (state: ModelPath['state']) => {
      const context = state.context as AccountDeletionContext;
      if (state.matches('deleted')) {
        // The session ends as Log Out ends it: home, with the toast.
        expect(screen.getByText('Your account has been deleted.')).toBeInTheDocument();
        expect(rendered.location()).toBe('/');
        expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
        expect(network.requests.map((request) => request.body)).toContainEqual({ password: 'secret password' });
        return;
      }
      if (state.matches('idle')) {
        expect(screen.queryByRole('dialog')).toBeNull();
        return;
      }
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByText('This removes your watchlist, watched marks, ratings, favourite channels, followed series and feed address for good. ' +
          'Your series name suggestions stay, without your name. Enter your password to confirm.')).toBeInTheDocument();
      expect(dialog.getByLabelText('Password')).toHaveValue(context.password);
      const alert = dialog.queryByRole('alert');
      if (context.error === null) expect(alert).toBeNull();
      else expect(alert).toHaveTextContent(inEnglish(context.error));
      const deleting = state.matches('deleting');
      expect(dialog.getByRole('button', { name: deleting ? 'Deleting...' : 'Delete my account' })).toHaveProperty('disabled', deleting);
      expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', deleting);
    };
    await walkPathThroughView(path, network, { perform, see: (state) => see(state) });
  });
});
