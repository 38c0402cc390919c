import * as Toast from '@radix-ui/react-toast';
import { useSelector } from '@xstate/react';
import { selectToasts, type ToastQueueRef } from '../../machines/toasts';
import * as styles from '../../styles/toasts.css';
import { useMessageText } from '../hooks/useMessage';

/** Renders the toasts machine's queue; the machine, not Radix, decides when each one goes. */
export function Toaster({ queue: toasts }: { queue: ToastQueueRef }) {
  const queue = useSelector(toasts, selectToasts);
  const say = useMessageText();
  return (
    <Toast.Provider swipeDirection="right" duration={Infinity} label="Notification">
      {queue.map((item) => (
        <Toast.Root
          key={item.id}
          open
          // Errors interrupt; success and info wait their turn.
          type={item.kind === 'error' ? 'foreground' : 'background'}
          duration={Infinity}
          onOpenChange={(open) => {
            if (!open) toasts.send({ type: 'toast.dismiss', id: item.id });
          }}
          className={styles.toast}
          data-kind={item.kind}
          // Radix announces the text itself; a live region here too would read it twice.
          role="status"
          aria-live="off"
        >
          <Toast.Description className={styles.toastText}>{item.message === undefined ? item.text : say(item.message)}</Toast.Description>
          <Toast.Close className={styles.toastClose} aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.toastViewport} />
    </Toast.Provider>
  );
}
