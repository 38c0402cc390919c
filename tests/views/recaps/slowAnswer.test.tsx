import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_ANSWER_MS } from '../../../src/machines/shared/slowAnswer';
import { API, renderRoute } from '../support/renderRoute';
import { seriesDetail } from '../series/fixtures';
import { pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

/** An answer the test lets through when it chooses: the server is out until then. */
function heldAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

const passEightSeconds = () => act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS));

afterEach(() => {
  vi.useRealTimers();
});

describe('a screen without an answer after 8 s says so and offers Try Again', () => {
  it('the home list: slow, then filled by the answer that was waiting when the server comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const outage = heldAnswer();
    const { handler, queries } = recapsHandler(async () => {
      await outage.released;
      return pageOf([recap(1), recap(2)]);
    });
    renderRoute('/', { handlers: [handler] });
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Loading recaps...', {}, slow)).toBeInTheDocument();
    await passEightSeconds();
    expect(await main.findByText('This is taking longer than usual.')).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(main.queryByText('Loading recaps...')).toBeNull();

    outage.release();
    expect(await main.findByRole('button', { name: 'Open Recap title 1' }, slow)).toBeInTheDocument();
    expect(main.queryByText('This is taking longer than usual.')).toBeNull();
    expect(queries).toHaveLength(1);
  });

  it('the series page: Try Again asks again, and the new answer fills the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const outage = heldAnswer();
    let asked = 0;
    renderRoute('/series/tower', {
      handlers: [
        http.get(`${API}/series/tower`, async () => {
          asked += 1;
          if (asked === 1) await outage.released;
          return HttpResponse.json(seriesDetail());
        }),
        http.get(`${API}/recaps`, () => HttpResponse.json(pageOf([]))),
      ],
    });
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Loading series...', {}, slow)).toBeInTheDocument();
    await passEightSeconds();
    const tryAgain = await main.findByRole('button', { name: 'Try Again' });
    expect(main.getByText('This is taking longer than usual.')).toBeInTheDocument();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(tryAgain);
    expect(await main.findByRole('heading', { level: 1, name: 'Tower' }, slow)).toBeInTheDocument();
    expect(asked).toBe(2);
    outage.release();
  });

  it('the recap dialog a link opens: slow, with Try Again beside Back to the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const outage = heldAnswer();
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/?recap=4', {
      handlers: [
        handler,
        http.get(`${API}/recaps/:id`, async ({ params }) => {
          if (String(params.id).startsWith('language')) return undefined;
          await outage.released;
          return HttpResponse.json(recap(4));
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Loading recap...' }, slow);
    await passEightSeconds();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'This is taking longer than usual.' })).toBeInTheDocument());
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    outage.release();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByText('Recap title 4')).toBeInTheDocument(), slow);
  });
});
