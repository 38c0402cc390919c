import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SuggestionStatus } from '../../api/types';
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
import { useMessageText } from '../hooks/useMessage';

interface SuggestionDialogProps {
  actorRef: ActorRefFrom<typeof suggestionDialogMachine>;
  recapTitle: string;
}

/** What became of the member's suggestion, a sentence with its name in it. */
const STATUS_SENTENCE: Record<SuggestionStatus, string> = {
  pending: /*i18n*/ 'recap.suggest.knownPending',
  approved: /*i18n*/ 'recap.suggest.knownApproved',
  rejected: /*i18n*/ 'recap.suggest.knownRejected',
};

export function SuggestionDialog({ actorRef, recapTitle }: SuggestionDialogProps) {
  const { _ } = useLingui();
  const say = useMessageText();
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
          <Dialog.Title className={styles.title}>{_('recap.suggest.title')}</Dialog.Title>
          <Dialog.Description className={styles.subtitle}>{recapTitle}</Dialog.Description>
          {succeeded ? (
            <div role="status">
              <p className={styles.success}>{_('recap.suggest.submitted')}</p>
              <p className={styles.note}>{_('recap.suggest.thanks')}</p>
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
                  <p className={errorText}>{_('recap.suggest.already')}</p>
                  <p className={styles.note}>{_(STATUS_SENTENCE[known.status], { name: known.suggested_series_name })}</p>
                </div>
              )}
              <div className={field}>
                <label className={label} htmlFor="suggested-series-name">
                  {_('recap.suggest.label')}
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
                      {_('recap.suggest.leftOut', { characters: leftOut.join(' ') })}
                    </p>
                  )}
                </div>
              </div>
              <p className={styles.note}>{_('recap.suggest.onePerRecap')}</p>
              {dailyRemaining !== null && known === null && (
                <p className={styles.note}>{_('recap.suggest.dailyRemaining', { n: dailyRemaining, max: SUGGESTIONS_PER_DAY })}</p>
              )}
              {error && (
                <p className={errorText} role="alert">
                  {say(error)}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" className={button({ variant: 'primary', size: 'md' })} disabled={empty || locked}>
                  {sending ? _('recap.suggest.submitting') : _('recap.suggest.submit')}
                </button>
                <Dialog.Close asChild>
                  <button type="button" className={button({ variant: 'ghost', size: 'md' })} disabled={sending}>
                    {_('recap.suggest.cancel')}
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
