import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_ANSWER_MS, SLOW_ANSWER_TEXT } from '../../../src/machines/shared/slowAnswer';
import { lazyPage } from '../../../src/views/app/lazyPage';
import { LoadBoundary } from '../../../src/views/app/LoadBoundary';
import { PageLoadFailed } from '../../../src/views/app/PageLoadFailed';
import { PageLoading } from '../../../src/views/app/PageLoading';
import { RecapDialogLoading } from '../../../src/views/components/DialogLoading';
import { i18n } from '../../../src/machines/shared/catalogues';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

function Loaded() {
  return <p>The page itself</p>;
}


/** The parts rendered here alone say their texts through the app's messages, as inside the app. */
function Messages({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

describe('a page whose code fails to load', () => {
  it('says so in the app, and Try Again loads it anew once the server answers, without a reload', async () => {
    const user = userEvent.setup();
    let serverUp = false;
    const load = vi.fn(() => (serverUp ? Promise.resolve({ Loaded }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Page = lazyPage(load, 'Loaded');
    // React reports the caught error on the console; the boundary is what this test is about.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <LoadBoundary fallback={(retry) => <PageLoadFailed retry={retry} />}>
          <Suspense fallback={<p>Loading...</p>}>
            <Page />
          </Suspense>
        </LoadBoundary>,
        { wrapper: Messages },
      );
      expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
      serverUp = true;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('The page itself')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('a page whose code is slow to come', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says after 8 s that it is taking longer than usual; Try Again asks again, and the first answer still shows the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Array<(module: { Loaded: typeof Loaded }) => void> = [];
    const load = vi.fn(() => new Promise<{ Loaded: typeof Loaded }>((resolve) => answers.push(resolve)));
    const Page = lazyPage(load, 'Loaded');
    render(
      <LoadBoundary fallback={(retry) => <PageLoadFailed retry={retry} />}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </LoadBoundary>,
      { wrapper: Messages },
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // A second short of 8 s (the fake clock also runs with real time), it still only loads.
    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 1000));
    expect(screen.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(SLOW_ANSWER_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // The server comes back with the first request's answer: the page shows, and the second one changes nothing.
    await act(async () => answers[0]!({ Loaded }));
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    await act(async () => answers[1]!({ Loaded }));
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
  });
});

describe("a recap dialog whose code is slow to come (a card opened before the dialog's code arrived)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderListWithSlowDialog(path: string) {
    const answers: Array<(module: { Loaded: typeof Loaded }) => void> = [];
    const load = vi.fn(() => new Promise<{ Loaded: typeof Loaded }>((resolve) => answers.push(resolve)));
    const Dialog = lazyPage(load, 'Loaded');
    render(
      <Router hook={memoryLocation({ path }).hook}>
        <Suspense fallback={<RecapDialogLoading />}>
          <Dialog />
        </Suspense>
      </Router>,
      { wrapper: Messages },
    );
    return { answers, load };
  }

  it('shows nothing while no recap is asked for, as the list loads the code in the background', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderListWithSlowDialog('/?search=solo');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS + 1000));
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
  });

  it('stands in for the dialog once a recap is asked for, says after 8 s that it is slow, and Try Again asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { answers, load } = renderListWithSlowDialog('/?search=solo&recap=7');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 1000));
    expect(screen.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(SLOW_ANSWER_TEXT)).toBeInTheDocument();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!({ Loaded }));
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
  });
});
