import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import { useForwardToasts, useToasts } from '../../../src/views/app/hooks';
import { renderWithProviders } from './harness';

function ShowButtons() {
  const { show } = useToasts();
  return (
    <>
      <button type="button" onClick={() => show('error', 'Failed to update status.')}>
        error
      </button>
      <button type="button" onClick={() => show('success', 'Rating submitted!')}>
        success
      </button>
    </>
  );
}

const emitter = setup({ types: { events: {} as { type: 'GO' }, emitted: {} as { type: 'toast'; kind: 'info'; text: string } } }).createMachine({
  on: { GO: { actions: emit({ type: 'toast', kind: 'info', text: 'Please log in to manage favorites.' }) } },
});

function Forwarder({ actor }: { actor: ReturnType<typeof createActor<typeof emitter>> }) {
  useForwardToasts(actor);
  return null;
}

/** Lets msw answer the session requests without letting the toast timers run. */
async function flushNetwork() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('toasts', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await flushNetwork();
    expect(screen.queryByText('Failed to update status.')).not.toBeInTheDocument();
  });

  it('forwards the toasts a machine emits', async () => {
    const actor = createActor(emitter).start();
    renderWithProviders(<Forwarder actor={actor} />);
    await flushNetwork();
    act(() => actor.send({ type: 'GO' }));
    expect(screen.getByText('Please log in to manage favorites.')).toBeInTheDocument();
  });
});
