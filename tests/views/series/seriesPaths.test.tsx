import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { seriesProgressMachine } from '../../../src/machines/seriesProgress';
import { FOLLOW_TEXT, seriesFollowMachine } from '../../../src/machines/seriesFollow';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { inEnglish } from '../../machines/support/appActors';
import type { Message } from '../../../src/machines/shared/message';
import { quietApp } from '../../machines/support/appActors';
import { describePath, longestPaths, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';

const down = new ApiError(500, 'Server down', { error: 'Server down', message: 'Server down' });
const page = () => within(screen.getByRole('main'));

const generatedProgressPaths = modelPaths({
  name: 'seriesProgress',
  machine: seriesProgressMachine.provide({ actors: { saveProgress: pendingActor(), clearProgress: pendingActor() } }),
  input: { toasts: quietApp().toasts, slug: 'tower', progress: 12 },
  events: [
    { type: 'field.change', value: '20' },
    { type: 'form.submit' },
    { type: 'progress.clear' },
    doneEvent('saveProgress', { slug: 'tower', chapter: 20 }),
    errorEvent('saveProgress', down),
    doneEvent('clearProgress', { slug: 'tower', chapter: null }),
    errorEvent('clearProgress', down),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.progress, snapshot.context.draft, snapshot.context.error]),
  simplePaths: 0,
});

// What a person can do here: Clear shows only while a reading place is set.
const progressPaths = generatedProgressPaths.filter((path) =>
  path.steps.every((step, index) => step.event.type !== 'progress.clear' || (path.steps[index - 1]!.state.context as { progress: number | null }).progress !== null),
);

describe('Series page, reading place paths', () => {
  it('has paths to walk', () => expect(progressPaths.length).toBeGreaterThan(3));

  it.each(longestPaths(progressPaths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const network = pathNetwork(path, {
      saveProgress: { method: 'put', path: '/series/tower/progress' },
      clearProgress: { method: 'delete', path: '/series/tower/progress' },
    });
    renderRoute('/series/tower', {
      user: demoUser,
      handlers: [
        ...network.handlers,
        http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ progress: 12 }))),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      ],
    });
    await page().findByRole('heading', { level: 1, name: 'Tower' }, { timeout: 8000 });
    const field = () => page().getByLabelText('Read up to chapter');

    const perform = async (event: AnyEventObject) => {
      if (event.type === 'field.change') {
        await user.clear(field());
        await user.type(field(), event.value as string);
      } else if (event.type === 'form.submit') await user.click(page().getByRole('button', { name: 'Save' }));
      else if (event.type === 'progress.clear') await user.click(page().getByRole('button', { name: 'Clear' }));
      else throw new Error(`No person's action for ${event.type}`);
    };
    const see = (state: ModelPath['state']) => {
      const context = state.context as { progress: number | null; draft: string; error: Message | null };
      expect(page().getByText(context.progress === null ? 'No reading place set.' : `Read up to chapter ${context.progress}.`)).toBeInTheDocument();
      expect(field()).toHaveValue(context.draft);
      if (context.error) expect(page().getByRole('alert')).toHaveTextContent(inEnglish(context.error));
      if (!state.matches('idle')) expect(page().getByRole('button', { name: 'Save' })).toBeDisabled();
      // Chapters 1–30 are recapped: a reading place of 12 or 20 continues from the next chapter.
      if (context.progress !== null) expect(page().getByRole('button', { name: `Continue from chapter ${context.progress + 1}` })).toBeInTheDocument();
      else expect(page().queryByRole('button', { name: /^Continue from chapter/ })).toBeNull();
    };
    await walkPathThroughView(path, network, { perform, see });
  });
});

const generatedFollowPaths = modelPaths({
  name: 'seriesFollow',
  machine: seriesFollowMachine.provide({ actors: { changeFollow: pendingActor() } }),
  input: { ...quietApp(), slug: 'tower', isFollowing: false, isAuthenticated: true },
  events: (snapshot) => [
    { type: 'follow.toggle' },
    doneEvent('changeFollow', { slug: 'tower', is_following: !snapshot.context.isFollowing }),
    errorEvent('changeFollow', down),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.isFollowing]),
  simplePaths: 0,
});

// A page is walked by one member from not following to following (the session's own paths are the app's, and the
// series' load that tells the button is the page's, before the walk); unfollowing is the same button with DELETE,
// which the machine's behaviour test checks.
const followPaths = generatedFollowPaths.filter((path) =>
  path.steps.every(
    (step, index) =>
      step.event.type !== 'session.changed' &&
      step.event.type !== 'series.loaded' &&
      (step.event.type !== 'follow.toggle' || !(path.steps[index - 1]!.state.context as { isFollowing: boolean }).isFollowing),
  ),
);

describe('Series page, follow paths', () => {
  it('has paths to walk', () => expect(followPaths.length).toBeGreaterThan(2));

  it.each(longestPaths(followPaths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const network = pathNetwork(path, {
      changeFollow: { method: 'post', path: '/series/tower/follow' },
    });
    renderRoute('/series/tower', {
      user: demoUser,
      handlers: [
        ...network.handlers,
        http.delete(`${API}/series/tower/follow`, () => HttpResponse.json({ slug: 'tower', is_following: false })),
        http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail())),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      ],
    });
    await page().findByRole('heading', { level: 1, name: 'Tower' }, { timeout: 8000 });
    const perform = async (event: AnyEventObject) => {
      if (event.type !== 'follow.toggle') throw new Error(`No person's action for ${event.type}`);
      await user.click(page().getByRole('button', { name: /^Follow(ing)?$/ }));
    };
    const see = (state: ModelPath['state']) => {
      const following = (state.context as { isFollowing: boolean }).isFollowing;
      const button = page().getByRole('button', { name: following ? 'Following' : 'Follow' });
      expect(button).toHaveAttribute('aria-pressed', String(following));
      if (state.matches('changing')) expect(button).toBeDisabled();
    };
    await walkPathThroughView(path, network, { perform, see });
  });

  it('a visitor who presses Follow is told to log in', async () => {
    renderRoute('/series/tower', {
      handlers: [
        http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail())),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      ],
    });
    await userEvent.setup().click(await page().findByRole('button', { name: 'Follow' }, { timeout: 8000 }));
    expect((await screen.findAllByText(FOLLOW_TEXT.loginRequired)).length).toBeGreaterThan(0);
  });
});
