import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SERIES_NAME_MAX_LENGTH } from '../../domain/seriesName';
import {
  selectSuggestionError,
  selectSuggestionOpen,
  selectSuggestionSending,
  selectSuggestionSucceeded,
  selectSuggestionText,
  type suggestionDialogMachine,
} from '../../machines/suggestionDialog';
import { button, errorText, field, input, label } from '../../styles/recipes.css';
import * as styles from '../../styles/dialog.css';
import { CharacterCount } from './CharacterCount';
import { useReturnFocus } from '../hooks/useReturnFocus';

interface SuggestionDialogProps {
  actorRef: ActorRefFrom<typeof suggestionDialogMachine>;
  recapTitle: string;
}

export function SuggestionDialog({ actorRef, recapTitle }: SuggestionDialogProps) {
  const open = useSelector(actorRef, selectSuggestionOpen);
  const sending = useSelector(actorRef, selectSuggestionSending);
  const succeeded = useSelector(actorRef, selectSuggestionSucceeded);
  const text = useSelector(actorRef, selectSuggestionText);
  const error = useSelector(actorRef, selectSuggestionError);
  const returnFocus = useReturnFocus();
  const empty = text.trim() === '';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && actorRef.send({ type: 'dialog.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.narrow}`} {...returnFocus}>
          <Dialog.Title className={styles.title}>Suggest Series Name</Dialog.Title>
          <Dialog.Description className={styles.subtitle}>{recapTitle}</Dialog.Description>
          {succeeded ? (
            <div role="status">
              <p className={styles.success}>Series name suggestion submitted!</p>
              <p className={styles.note}>Thanks! We&apos;ll review your suggestion soon.</p>
            </div>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                actorRef.send({ type: 'form.submit' });
              }}
            >
              <div className={field}>
                <label className={label} htmlFor="suggested-series-name">
                  Series name
                </label>
                <input
                  id="suggested-series-name"
                  className={input}
                  value={text}
                  maxLength={SERIES_NAME_MAX_LENGTH}
                  disabled={sending}
                  onChange={(event) => actorRef.send({ type: 'field.change', field: 'seriesName', value: event.target.value })}
                  onKeyDown={(event) => {
                    // Enter still answers while the button is disabled, so an empty box says what it needs.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      actorRef.send({ type: 'form.submit' });
                    }
                  }}
                />
                <CharacterCount length={text.length} max={SERIES_NAME_MAX_LENGTH} />
              </div>
              <p className={styles.note}>You can suggest one series name per recap.</p>
              {error && (
                <p className={errorText} role="alert">
                  {error}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" className={button({ variant: 'primary', size: 'md' })} disabled={empty || sending}>
                  {sending ? 'Submitting...' : 'Submit Suggestion'}
                </button>
                <Dialog.Close asChild>
                  <button type="button" className={button({ variant: 'ghost', size: 'md' })} disabled={sending}>
                    Cancel
                  </button>
                </Dialog.Close>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
