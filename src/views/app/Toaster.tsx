import * as Toast from '@radix-ui/react-toast';
import { useContext } from 'react';
import { useSelector } from '@xstate/react';
import * as styles from '../../styles/shell.css';
import { GlobalActorsContext } from './contexts';

/** Renders the toasts machine's queue; the machine, not Radix, decides when each one goes. */
export function Toaster() {
  const actors = useContext(GlobalActorsContext);
  if (actors === null) throw new Error('The toaster needs <AppProviders> above it.');
  const { toasts } = actors;
  const queue = useSelector(toasts, (snapshot) => snapshot.context.toasts);
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
            if (!open) toasts.send({ type: 'DISMISS', id: item.id });
          }}
          className={styles.toast}
          data-kind={item.kind}
          // Radix announces the text itself; a live region here too would read it twice.
          role="status"
          aria-live="off"
        >
          <Toast.Description className={styles.toastText}>{item.text}</Toast.Description>
          <Toast.Close className={styles.toastClose} aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.toastViewport} />
    </Toast.Provider>
  );
}
