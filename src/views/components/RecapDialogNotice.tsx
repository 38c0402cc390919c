import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import type { ActorRefFrom } from 'xstate';
import type { DetailNotice, recapDetailMachine } from '../../machines/recapDetail';
import { useMessageText } from '../hooks/useMessage';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/dialog.css';
import { PageTitle } from '../app/PageTitle';

/**
 * The dialog of a recap the address names but that is not shown (yet): loading, not found, or failed with Try
 * Again. Back to the list closes it like the close button, so a bad link never strands anyone.
 */
export function RecapDialogNotice({ actorRef, notice }: { actorRef: ActorRefFrom<typeof recapDetailMachine>; notice: DetailNotice }) {
  const { _ } = useLingui();
  const text = useMessageText()(notice.message);
  const close = () => actorRef.send({ type: 'dialog.close' });
  return (
    <Dialog.Root open onOpenChange={(next) => !next && close()}>
      {/* What the dialog says names the page too ("Recap not found"), so the tab does not name the list. */}
      <PageTitle name={text.replace(/\.+$/, '')} />
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.narrow}`} aria-describedby={undefined}>
          <Dialog.Close className={styles.close} aria-label={_('recap.close')}>
            ×
          </Dialog.Close>
          <Dialog.Title className={styles.title}>{text}</Dialog.Title>
          <div className={styles.actions}>
            {notice.retry && (
              <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={() => actorRef.send({ type: 'request.retry' })}>
                {_('recap.tryAgain')}
              </button>
            )}
            <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={close}>
              {_('recap.backToList')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
