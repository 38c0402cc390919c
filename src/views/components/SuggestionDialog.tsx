import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SuggestionStatus } from '../../api/types';
import { ALREADY_SUGGESTED } from '../../domain/alreadySuggested';
import { SUGGESTIONS_PER_DAY } from '../../domain/constants';
import { SERIES_NAME_MAX_LENGTH } from '../../domain/seriesName';
import {
  selectDailyRemaining,
  selectKnownSuggestion,
  selectLeftOutCharacters,
  selectSuggestionChecking,
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

const STATUS_SENTENCE: Record<SuggestionStatus, string> = {
  pending: 'is waiting for review.',
  approved: 'was approved.',
  rejected: 'was rejected.',
};

export function SuggestionDialog({ actorRef, recapTitle }: SuggestionDialogProps) {
  const open = useSelector(actorRef, selectSuggestionOpen);
  const sending = useSelector(actorRef, selectSuggestionSending);
  const succeeded = useSelector(actorRef, selectSuggestionSucceeded);
  const text = useSelector(actorRef, selectSuggestionText);
  const error = useSelector(actorRef, selectSuggestionError);
  const checking = useSelector(actorRef, selectSuggestionChecking);
  const known = useSelector(actorRef, selectKnownSuggestion);
  const dailyRemaining = useSelector(actorRef, selectDailyRemaining);
  const leftOut = useSelector(actorRef, selectLeftOutCharacters);
  const returnFocus = useReturnFocus();
  const empty = text.trim() === '';
  // Nothing to type while the dialog asks whether this recap has the member's name already, or once it has.
  const locked = sending || checking || known !== null;

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
              aria-busy={checking}
              onSubmit={(event) => {
                event.preventDefault();
                actorRef.send({ type: 'form.submit' });
              }}
            >
              {known && (
                <div role="status">
                  <p className={errorText}>{ALREADY_SUGGESTED}</p>
                  <p className={styles.note}>
                    Your suggestion &ldquo;{known.suggested_series_name}&rdquo; {STATUS_SENTENCE[known.status]}
                  </p>
                </div>
              )}
              <div className={field}>
                <label className={label} htmlFor="suggested-series-name">
                  Series name
                </label>
                <input
                  id="suggested-series-name"
                  className={input}
                  value={text}
                  maxLength={SERIES_NAME_MAX_LENGTH}
                  disabled={locked}
                  aria-describedby={leftOut.length > 0 ? 'series-name-left-out' : undefined}
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
                {/* Present from the start, so a screen reader announces the first character left out. */}
                <div aria-live="polite">
                  {leftOut.length > 0 && (
                    <p id="series-name-left-out" className={styles.note}>
                      Left out: {leftOut.join(' ')}
                    </p>
                  )}
                </div>
              </div>
              <p className={styles.note}>You can suggest one series name per recap.</p>
              {dailyRemaining !== null && known === null && (
                <p className={styles.note}>
                  You have {dailyRemaining} of {SUGGESTIONS_PER_DAY} suggestions left today.
                </p>
              )}
              {error && (
                <p className={errorText} role="alert">
                  {error}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" className={button({ variant: 'primary', size: 'md' })} disabled={empty || locked}>
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
