import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MySuggestion, SeriesDetail, SuggestionStatus } from '../../api/types';
import { SUGGESTIONS_PER_DAY } from '../../domain/constants';
import { SERIES_STATUS_MESSAGES, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesStatus, type SeriesTracker } from '../../domain/seriesIdentity';
import { SYNOPSIS_MAX_LENGTH } from '../../domain/seriesIdentityEdit';
import { SERIES_NAME_MAX_LENGTH } from '../../domain/seriesName';
import { currentValueOf, SERIES_SUGGESTION_TYPES, type SeriesSuggestionType } from '../../domain/seriesSuggestion';
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
import { useMessageText } from '../hooks/useMessage';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { CharacterCount } from './CharacterCount';
import { SelectField } from './SelectField';
import { button, errorText, field, input, label } from '../../styles/recipes.css';
import { textarea } from '../../styles/admin.css';
import * as dialogStyles from '../../styles/dialog.css';
import * as styles from '../../styles/seriesSuggestions.css';

type SeriesSuggestionRef = ActorRefFrom<typeof seriesSuggestionMachine>;

const OUTCOME: Record<SuggestionStatus, string> = {
  pending: /*i18n*/ 'series.suggest.outcome.pending',
  approved: /*i18n*/ 'series.suggest.outcome.approved',
  rejected: /*i18n*/ 'series.suggest.outcome.rejected',
};

/** What each kind of correction is called, in the list of what to correct and as its field's label. */
const TYPE_NAMES: Record<SeriesSuggestionType, string> = {
  alt_title: /*i18n*/ 'series.suggest.type.alt_title',
  tracker_link: /*i18n*/ 'series.suggest.type.tracker_link',
  status: /*i18n*/ 'series.suggest.type.status',
  synopsis: /*i18n*/ 'series.suggest.type.synopsis',
};

/** What each tracker's ids look like (the server's refusal of a malformed one says the same). */
const ID_RULES: Record<SeriesTracker, string> = {
  anilist: /*i18n*/ 'error.series.anilistIdRule',
  myanimelist: /*i18n*/ 'error.series.myanimelistIdRule',
  mangadex: /*i18n*/ 'error.series.mangadexIdRule',
  mangaupdates: /*i18n*/ 'error.series.mangaupdatesIdRule',
};

const isStatus = (value: string): value is SeriesStatus => (SERIES_STATUSES as readonly string[]).includes(value);

/**
 * "Suggest a correction" on a series page (docs/decisions/0120), loaded with its own code: the button, the dialog,
 * and the member's own suggestions for the series with each outcome.
 */
export function SeriesSuggestions({ series, isAuthenticated }: { series: SeriesDetail; isAuthenticated: boolean }) {
  const { session, toasts } = useAppActors();
  const actor = useActorRef(seriesSuggestionMachine, { input: { session, toasts, isAuthenticated, slug: series.slug, series } });
  const mine = useSelector(actor, selectMySuggestions);
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-label={_('series.suggest.region')}>
      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'dialog.open' })}>
        {_('series.suggest.open')}
      </button>
      {mine !== null && mine.length > 0 && <MySeriesSuggestions suggestions={mine} />}
      <CorrectionDialog actor={actor} series={series} />
    </section>
  );
}

function mineText(i18n: I18n, suggestion: MySuggestion): string {
  if (suggestion.type === 'series_name') return i18n._('series.suggest.mineSeriesName', { title: suggestion.recap_title ?? '', value: suggestion.proposed_value });
  const { type, tracker, proposed_value: proposed } = suggestion;
  const fieldName =
    type === 'tracker_link' ? i18n._('series.suggest.trackerLink', { tracker: tracker ? TRACKER_FORMS[tracker].label : i18n._('series.suggest.tracker') }) : i18n._(TYPE_NAMES[type]);
  const value = type === 'status' && isStatus(proposed) ? i18n._(SERIES_STATUS_MESSAGES[proposed]) : proposed;
  const shown = Array.from(value).length > 120 ? `${Array.from(value).slice(0, 120).join('')}…` : value;
  return i18n._('series.suggest.mine', { field: fieldName, value: shown });
}

function MySeriesSuggestions({ suggestions }: { suggestions: MySuggestion[] }) {
  const { i18n, _ } = useLingui();
  return (
    <>
      <h2 className={label} id="my-series-suggestions">
        {_('series.suggest.mineTitle')}
      </h2>
      <ul className={styles.mine} aria-labelledby="my-series-suggestions">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className={styles.mineItem}>
            <span>{mineText(i18n, suggestion)}</span>
            <span className={styles.outcome}>{_(OUTCOME[suggestion.status])}</span>
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
  const { _ } = useLingui();
  if (type === 'status') {
    return (
      <SelectField id="correction-value" label={_(TYPE_NAMES.status)} value={value} disabled={sending} onChange={(event) => change(event.target.value)}>
        <option value="">{_('series.suggest.chooseStatus')}</option>
        {SERIES_STATUSES.map((status) => (
          <option key={status} value={status}>
            {_(SERIES_STATUS_MESSAGES[status])}
          </option>
        ))}
      </SelectField>
    );
  }
  if (type === 'synopsis') {
    return (
      <div className={field}>
        <label className={label} htmlFor="correction-value">
          {_(TYPE_NAMES.synopsis)}
        </label>
        <textarea id="correction-value" className={textarea} rows={6} value={value} maxLength={SYNOPSIS_MAX_LENGTH} disabled={sending} onChange={(event) => change(event.target.value)} />
        <CharacterCount length={Array.from(value).length} max={SYNOPSIS_MAX_LENGTH} />
      </div>
    );
  }
  const name = type === 'tracker_link' ? _('series.suggest.trackerId', { tracker: TRACKER_FORMS[tracker].label }) : _(TYPE_NAMES.alt_title);
  const now = currentValueOf(type, tracker, series);
  return (
    <div className={field}>
      {type === 'tracker_link' && (
        <SelectField
          id="correction-tracker"
          label={_('series.suggest.tracker')}
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
        {type === 'tracker_link' ? _(ID_RULES[tracker]) : _('series.suggest.altTitleHint')}
        {now !== null && ` ${_('series.suggest.now', { value: now })}`}
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
  const { _ } = useLingui();
  const say = useMessageText();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && actor.send({ type: 'dialog.close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.content} ${dialogStyles.narrow}`} {...returnFocus}>
          <Dialog.Title className={dialogStyles.title}>{_('series.suggest.title')}</Dialog.Title>
          <Dialog.Description className={dialogStyles.subtitle}>{series.name}</Dialog.Description>
          {succeeded ? (
            <div role="status">
              <p className={dialogStyles.success}>{_('series.suggest.thanks')}</p>
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
                label={_('series.suggest.what')}
                value={type}
                disabled={sending}
                onChange={(event) => actor.send({ type: 'field.change', field: 'type', value: event.target.value as SeriesSuggestionType })}
              >
                {SERIES_SUGGESTION_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {_(TYPE_NAMES[option])}
                  </option>
                ))}
              </SelectField>
              <ValueField actor={actor} series={series} />
              <p className={dialogStyles.note}>{_('series.suggest.note')}</p>
              {left !== null && (
                <p className={dialogStyles.note}>{_('series.suggest.left', { n: left, max: SUGGESTIONS_PER_DAY })}</p>
              )}
              {error && (
                <p className={errorText} role="alert">
                  {say(error)}
                </p>
              )}
              <div className={dialogStyles.actions}>
                <button type="submit" className={button({ variant: 'primary', size: 'md' })} disabled={value.trim() === '' || sending}>
                  {sending ? _('series.suggest.submitting') : _('series.suggest.submit')}
                </button>
                <Dialog.Close asChild>
                  <button type="button" className={button({ variant: 'ghost', size: 'md' })} disabled={sending}>
                    {_('series.suggest.cancel')}
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
