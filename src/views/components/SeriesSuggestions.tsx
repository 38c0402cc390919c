import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MySuggestion, SeriesDetail, SuggestionStatus } from '../../api/types';
import { SUGGESTIONS_PER_DAY } from '../../domain/constants';
import { SERIES_STATUS_LABELS, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesTracker } from '../../domain/seriesIdentity';
import { SYNOPSIS_MAX_LENGTH } from '../../domain/seriesIdentityEdit';
import { SERIES_NAME_MAX_LENGTH } from '../../domain/seriesName';
import {
  currentValueOf,
  SERIES_SUGGESTION_TYPES,
  SUGGESTION_TYPE_LABELS,
  suggestedFieldName,
  suggestionValueText,
  type SeriesSuggestionType,
} from '../../domain/seriesSuggestion';
import {
  selectCorrectionError,
  selectCorrectionForm,
  selectCorrectionOpen,
  selectCorrectionSending,
  selectCorrectionsLeft,
  selectCorrectionSucceeded,
  selectMySuggestions,
  seriesSuggestionMachine,
} from '../../machines/seriesSuggestion';
import { useAppActors } from '../app/hooks';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { CharacterCount } from './CharacterCount';
import { SelectField } from './SelectField';
import { button, errorText, field, input, label } from '../../styles/recipes.css';
import { textarea } from '../../styles/admin.css';
import * as dialogStyles from '../../styles/dialog.css';
import * as styles from '../../styles/seriesSuggestions.css';

type SeriesSuggestionRef = ActorRefFrom<typeof seriesSuggestionMachine>;

const OUTCOME: Record<SuggestionStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/**
 * "Suggest a correction" on a series page (docs/decisions/0120), loaded with its own code: the button, the dialog,
 * and the member's own suggestions for the series with each outcome.
 */
export function SeriesSuggestions({ series, isAuthenticated }: { series: SeriesDetail; isAuthenticated: boolean }) {
  const { session, toasts } = useAppActors();
  const actor = useActorRef(seriesSuggestionMachine, { input: { session, toasts, isAuthenticated, slug: series.slug, series } });
  const mine = useSelector(actor, selectMySuggestions);
  return (
    <section className={styles.section} aria-label="Corrections">
      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'dialog.open' })}>
        Suggest a correction
      </button>
      {mine !== null && mine.length > 0 && <MySeriesSuggestions suggestions={mine} />}
      <CorrectionDialog actor={actor} series={series} />
    </section>
  );
}

function mineText(suggestion: MySuggestion): string {
  if (suggestion.type === 'series_name') return `Series name of "${suggestion.recap_title ?? ''}": ${suggestion.proposed_value}`;
  const fieldName = suggestedFieldName(suggestion.type, suggestion.tracker);
  const value = suggestionValueText(suggestion.type, suggestion.proposed_value);
  const shown = Array.from(value).length > 120 ? `${Array.from(value).slice(0, 120).join('')}…` : value;
  return `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}: ${shown}`;
}

function MySeriesSuggestions({ suggestions }: { suggestions: MySuggestion[] }) {
  return (
    <>
      <h2 className={label} id="my-series-suggestions">
        Your suggestions
      </h2>
      <ul className={styles.mine} aria-labelledby="my-series-suggestions">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className={styles.mineItem}>
            <span>{mineText(suggestion)}</span>
            <span className={styles.outcome}>{OUTCOME[suggestion.status]}</span>
            {suggestion.admin_notes && <span>&ldquo;{suggestion.admin_notes}&rdquo;</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

function ValueField({ actor, series }: { actor: SeriesSuggestionRef; series: SeriesDetail }) {
  const { type, tracker, value } = useSelector(actor, selectCorrectionForm);
  const sending = useSelector(actor, selectCorrectionSending);
  const change = (next: string) => actor.send({ type: 'field.change', field: 'value', value: next });
  if (type === 'status') {
    return (
      <SelectField id="correction-value" label="Status" value={value} disabled={sending} onChange={(event) => change(event.target.value)}>
        <option value="">Choose a status</option>
        {SERIES_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SERIES_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
    );
  }
  if (type === 'synopsis') {
    return (
      <div className={field}>
        <label className={label} htmlFor="correction-value">
          Synopsis
        </label>
        <textarea id="correction-value" className={textarea} rows={6} value={value} maxLength={SYNOPSIS_MAX_LENGTH} disabled={sending} onChange={(event) => change(event.target.value)} />
        <CharacterCount length={Array.from(value).length} max={SYNOPSIS_MAX_LENGTH} />
      </div>
    );
  }
  const name = type === 'tracker_link' ? `${TRACKER_FORMS[tracker].label} id` : 'Other title';
  const now = currentValueOf(type, tracker, series);
  return (
    <div className={field}>
      {type === 'tracker_link' && (
        <SelectField
          id="correction-tracker"
          label="Tracker"
          value={tracker}
          disabled={sending}
          onChange={(event) => actor.send({ type: 'field.change', field: 'tracker', value: event.target.value as SeriesTracker })}
        >
          {SERIES_TRACKERS.map((name) => (
            <option key={name} value={name}>
              {TRACKER_FORMS[name].label}
            </option>
          ))}
        </SelectField>
      )}
      <label className={label} htmlFor="correction-value">
        {name}
      </label>
      <input
        id="correction-value"
        className={input}
        value={value}
        maxLength={type === 'alt_title' ? SERIES_NAME_MAX_LENGTH : 200}
        disabled={sending}
        aria-describedby="correction-hint"
        onChange={(event) => change(event.target.value)}
      />
      <p id="correction-hint" className={dialogStyles.note}>
        {type === 'tracker_link' ? TRACKER_FORMS[tracker].idRule : 'A title the series is known by: the original, a translation, a channel\'s spelling.'}
        {now !== null && ` Now: ${now}.`}
      </p>
    </div>
  );
}

function CorrectionDialog({ actor, series }: { actor: SeriesSuggestionRef; series: SeriesDetail }) {
  const open = useSelector(actor, selectCorrectionOpen);
  const sending = useSelector(actor, selectCorrectionSending);
  const succeeded = useSelector(actor, selectCorrectionSucceeded);
  const error = useSelector(actor, selectCorrectionError);
  const left = useSelector(actor, selectCorrectionsLeft);
  const { type, value } = useSelector(actor, selectCorrectionForm);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && actor.send({ type: 'dialog.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.content} ${dialogStyles.narrow}`} {...returnFocus}>
          <Dialog.Title className={dialogStyles.title}>Suggest a Correction</Dialog.Title>
          <Dialog.Description className={dialogStyles.subtitle}>{series.name}</Dialog.Description>
          {succeeded ? (
            <div role="status">
              <p className={dialogStyles.success}>Thanks! We&apos;ll review your suggestion soon.</p>
            </div>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'form.submit' });
              }}
            >
              <SelectField
                id="correction-type"
                label="What to correct"
                value={type}
                disabled={sending}
                onChange={(event) => actor.send({ type: 'field.change', field: 'type', value: event.target.value as SeriesSuggestionType })}
              >
                {SERIES_SUGGESTION_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {SUGGESTION_TYPE_LABELS[option]}
                  </option>
                ))}
              </SelectField>
              <ValueField actor={actor} series={series} />
              <p className={dialogStyles.note}>An administrator reviews each suggestion; you see its outcome on this page.</p>
              {left !== null && (
                <p className={dialogStyles.note}>
                  You have {left} of {SUGGESTIONS_PER_DAY} suggestions left today.
                </p>
              )}
              {error && (
                <p className={errorText} role="alert">
                  {error}
                </p>
              )}
              <div className={dialogStyles.actions}>
                <button type="submit" className={button({ variant: 'primary', size: 'md' })} disabled={value.trim() === '' || sending}>
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
