import { useLingui } from '@lingui/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectAccountDeletionStep,
  selectDeletionError,
  selectDeletionPassword,
  type accountDeletionMachine,
} from '../../machines/accountDeletion';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { form, wrappingActions } from '../../styles/account.css';
import { useMessageText } from '../hooks/useMessage';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';

/**
 * The one confirmation Delete my account asks: what goes, and the password. Escape, an outside click and Cancel
 * close it, except while the deletion is on its way.
 */
export function DeleteAccountDialog({ deletion }: { deletion: ActorRefFrom<typeof accountDeletionMachine> }) {
  const step = useSelector(deletion, selectAccountDeletionStep);
  const password = useSelector(deletion, selectDeletionPassword);
  const error = useSelector(deletion, selectDeletionError);
  const returnFocus = useReturnFocus();
  const busy = step === 'deleting';
  const { _ } = useLingui();
  const say = useMessageText();
  return (
    <Dialog.Root
      open={step === 'confirming' || step === 'deleting'}
      onOpenChange={(next) => {
        if (!next && !busy) deletion.send({ type: 'dialog.close' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} {...returnFocus}>
          <Dialog.Title className={styles.dialogTitle}>{_('deletion.title')}</Dialog.Title>
          <Dialog.Description>{_('deletion.question')}</Dialog.Description>
          <form
            className={form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              deletion.send({ type: 'form.submit' });
            }}
          >
            <PasswordField
              id="delete-account-password"
              label={_('deletion.password')}
              value={password}
              onChange={(value) => deletion.send({ type: 'field.change', field: 'password', value })}
              autoComplete="current-password"
              disabled={busy}
            />
            {error !== null && <FormMessage kind="error">{say(error)}</FormMessage>}
            <div className={`${styles.dialogActions} ${wrappingActions}`}>
              <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => deletion.send({ type: 'dialog.close' })}>
                {_('deletion.cancel')}
              </button>
              <button type="submit" className={button({ variant: 'danger' })} disabled={busy}>
                {busy ? _('deletion.deleting') : _('deletion.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
