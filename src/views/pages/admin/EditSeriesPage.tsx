import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { editSeriesMachine, type EditSeriesField } from '../../../machines/editSeries';
import { useAppActors } from '../../app/hooks';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageTitle } from '../../app/PageTitle';
import { useGoBack } from '../../hooks/useGoBack';
import { useMessageText } from '../../hooks/useMessage';
import { useNavigateOn } from '../../hooks/useNavigateOn';
import { FormMessage } from '../../components/FormMessage';
import { SlowAnswer } from '../../components/SlowAnswer';
import { CharacterCount } from '../../components/CharacterCount';
import { selectSlow } from '../../../machines/shared/slowAnswer';
import { SERIES_GENRES, SERIES_STATUS_MESSAGES, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesTracker } from '../../../domain/seriesIdentity';
import { button, field, formStack, input, label, page, pageSubtitle, pageTitle } from '../../../styles/recipes.css';
import { formActions, hint } from '../../../styles/admin.css';
import { CoverPicker } from './CoverPicker';

const SYNOPSIS_LIMIT = 2000;

/** Each tracker's id rule, as the server's refusal of a wrong id says it (src/domain/errorCodes.ts). */
const TRACKER_ID_RULES: Record<SeriesTracker, string> = {
  anilist: /*i18n*/ 'error.series.anilistIdRule',
  myanimelist: /*i18n*/ 'error.series.myanimelistIdRule',
  mangadex: /*i18n*/ 'error.series.mangadexIdRule',
  mangaupdates: /*i18n*/ 'error.series.mangaupdatesIdRule',
};

export function EditSeriesPage() {
  const params = useParams<{ slug: string }>();
  return <EditSeries key={params.slug} slug={params.slug} />;
}

function EditSeries({ slug }: { slug: string }) {
  const { toasts } = useAppActors();
  const actor = useActorRef(editSeriesMachine, { input: { toasts, slug } });
  useNavigateOn(actor, 'form.left', useGoBack());
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const change = (fieldName: EditSeriesField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.change', field: fieldName, value: event.target.value });

  const { _ } = useLingui();
  const say = useMessageText();
  if (snapshot.matches('notFound')) return <NotFoundPage />;
  const title = <PageTitle name={_('admin.editSeries.title')} />;

  if (snapshot.matches('loading') || snapshot.matches('loadingCovers')) {
    return (
      <div className={page}>
        {title}
        <h1 className={pageTitle}>{_('admin.editSeries.title')}</h1>
        {selectSlow(snapshot) ? (
          <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} />
        ) : (
          <p className={pageSubtitle} role="status">
            {_('admin.edit.loading')}
          </p>
        )}
      </div>
    );
  }

  if (snapshot.matches('failed')) {
    return (
      <div className={page}>
        {title}
        <h1 className={pageTitle}>{_('admin.editSeries.title')}</h1>
        <FormMessage kind="error">{context.loadError && say(context.loadError)}</FormMessage>
        <div className={formActions}>
          <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'request.retry' })}>
            {_('admin.edit.tryAgain')}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.cancel' })}>
            {_('admin.edit.cancel')}
          </button>
        </div>
      </div>
    );
  }

  const saving = snapshot.matches('saving');
  const problem = context.formError ?? context.saveError;
  return (
    <div className={page}>
      {title}
      <h1 className={pageTitle}>{_('admin.editSeries.title')}</h1>
      {context.series && <p className={pageSubtitle}>{context.series.name}</p>}
      <form
        className={formStack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        {problem && <FormMessage kind="error">{say(problem)}</FormMessage>}
        {context.coverChoices && (
          <CoverPicker choices={context.coverChoices} chosen={context.cover} disabled={saving} onChoose={(url) => actor.send({ type: 'cover.choose', url })} />
        )}
        <div className={field}>
          <label className={label} htmlFor="edit-series-status">
            {_('admin.edit.status')}
          </label>
          <select id="edit-series-status" className={input} value={context.status} onChange={change('status')} disabled={saving}>
            <option value="">{_('admin.editSeries.noStatus')}</option>
            {SERIES_STATUSES.map((status) => (
              <option key={status} value={status}>
                {_(SERIES_STATUS_MESSAGES[status])}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label className={label} htmlFor="edit-series-synopsis">
            {_('admin.editSeries.synopsis')}
          </label>
          <textarea
            id="edit-series-synopsis"
            className={input}
            rows={6}
            value={context.synopsis}
            aria-describedby="edit-series-synopsis-count"
            onChange={change('synopsis')}
            disabled={saving}
          />
          <CharacterCount id="edit-series-synopsis-count" length={Array.from(context.synopsis).length} max={SYNOPSIS_LIMIT} />
        </div>
        <fieldset className={field} disabled={saving}>
          <legend className={label}>{_('admin.editSeries.genres')}</legend>
          {SERIES_GENRES.map((genre) => (
            <label key={genre}>
              <input type="checkbox" checked={context.genres.includes(genre)} onChange={() => actor.send({ type: 'genre.toggle', genre })} /> {genre}
            </label>
          ))}
        </fieldset>
        <div className={field}>
          <label className={label} htmlFor="edit-series-titles">
            {_('admin.editSeries.otherTitles')}
          </label>
          <textarea
            id="edit-series-titles"
            className={input}
            rows={4}
            value={context.altTitles}
            aria-describedby="edit-series-titles-hint"
            onChange={change('altTitles')}
            disabled={saving}
          />
          <p id="edit-series-titles-hint" className={hint}>
            {_('admin.editSeries.otherTitlesHint')}
          </p>
        </div>
        <div className={field}>
          <label className={label} htmlFor="edit-series-chapters">
            {_('admin.editSeries.chapters')}
          </label>
          <input
            id="edit-series-chapters"
            className={input}
            inputMode="numeric"
            value={context.totalChapters}
            aria-describedby="edit-series-chapters-hint"
            onChange={change('totalChapters')}
            disabled={saving}
          />
          <p id="edit-series-chapters-hint" className={hint}>
            {_('admin.editSeries.chaptersHint')}
          </p>
        </div>
        {SERIES_TRACKERS.map((tracker) => (
          <div key={tracker} className={field}>
            <label className={label} htmlFor={`edit-series-${tracker}`}>
              {_('admin.editSeries.trackerId', { tracker: TRACKER_FORMS[tracker].label })}
            </label>
            <input
              id={`edit-series-${tracker}`}
              className={input}
              value={context[tracker]}
              aria-describedby={`edit-series-${tracker}-hint`}
              onChange={change(tracker)}
              disabled={saving}
            />
            <p id={`edit-series-${tracker}-hint`} className={hint}>
              {_(TRACKER_ID_RULES[tracker])}
            </p>
          </div>
        ))}
        <div className={formActions}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.cancel' })} disabled={saving}>
            {_('admin.edit.cancel')}
          </button>
          <button type="submit" className={button({ variant: 'primary' })} disabled={saving}>
            {saving ? _('admin.edit.saving') : _('admin.edit.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
