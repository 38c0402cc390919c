import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActorRef } from '@xstate/react';
import { sendTo, setup } from 'xstate';
import { toast, type ToastsRef } from '../../../src/machines/shared/toast';
import { useAppActors } from '../../../src/views/app/hooks';
import { renderWithProviders } from './harness';

function ShowButtons() {
  const { toasts } = useAppActors();
  return (
    <>
      <button type="button" onClick={() => toasts.send(toast('error', 'Failed to update status.'))}>
        error
      </button>
      <button type="button" onClick={() => toasts.send(toast('success', 'Rating submitted!'))}>
        success
      </button>
    </>
  );
}

/** A page machine as the app builds them: handed the toasts actor, it sends its toasts there itself. */
const pageMachine = setup({ types: { context: {} as { toasts: ToastsRef }, input: {} as { toasts: ToastsRef }, events: {} as { type: 'favourite.toggle' } } }).createMachine({
  context: ({ input }) => input,
  on: { 'favourite.toggle': { actions: sendTo(({ context }) => context.toasts, toast('info', 'Please log in to manage favorites.')) } },
});

function PageWithMachine() {
  const { toasts } = useAppActors();
  const page = useActorRef(pageMachine, { input: { toasts } });
  return (
    <button type="button" onClick={() => page.send({ type: 'favourite.toggle' })}>
      favourite
    </button>
  );
}

/** Lets msw answer the session requests without letting the toast timers run. */
async function flushNetwork() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('toasts', () => {
  // The toasts' code (the queue, then the toaster) loads with the first toast: shown here, before the clock is
  // faked, so that each test below times its toast from when it shows.
  beforeEach(async () => {
    const { unmount } = renderWithProviders(<ShowButtons />);
    fireEvent.click(await screen.findByRole('button', { name: 'success' }));
    expect(await screen.findByText('Rating submitted!')).toBeInTheDocument();
    unmount();
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast as a status with a close button, and removes it after 4 s', async () => {
    renderWithProviders(<ShowButtons />);
    await flushNetwork();
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    await flushNetwork();
    const toast = screen.getByText('Failed to update status.').closest('[role="status"]');
    expect(toast).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3900);
    });
    expect(screen.getByText('Failed to update status.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Failed to update status.')).not.toBeInTheDocument();
  });

  it('removes a success toast after 2 s', async () => {
    renderWithProviders(<ShowButtons />);
    await flushNetwork();
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    await flushNetwork();
    expect(screen.getByText('Rating submitted!')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.getByText('Rating submitted!')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Rating submitted!')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    renderWithProviders(<ShowButtons />);
    await flushNetwork();
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    await flushNetwork();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await flushNetwork();
    expect(screen.queryByText('Failed to update status.')).not.toBeInTheDocument();
  });

  it('shows the toasts a page machine sends to the toasts actor, with no view forwarding them', async () => {
    renderWithProviders(<PageWithMachine />);
    await flushNetwork();
    fireEvent.click(screen.getByRole('button', { name: 'favourite' }));
    await flushNetwork();
    expect(screen.getByText('Please log in to manage favorites.')).toBeInTheDocument();
  });
});
