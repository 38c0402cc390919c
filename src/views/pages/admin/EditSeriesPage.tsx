import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { editSeriesMachine, type EditSeriesField } from '../../../machines/editSeries';
import { useAppActors } from '../../app/hooks';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageTitle } from '../../app/PageTitle';
import { useGoBack } from '../../hooks/useGoBack';
import { useNavigateOn } from '../../hooks/useNavigateOn';
import { FormMessage } from '../../components/FormMessage';
import { SlowAnswer } from '../../components/SlowAnswer';
import { CharacterCount } from '../../components/CharacterCount';
import { selectSlow } from '../../../machines/shared/slowAnswer';
import { SERIES_GENRES, SERIES_STATUS_LABELS, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS } from '../../../domain/seriesIdentity';
import { button, field, formStack, input, label, page, pageSubtitle, pageTitle } from '../../../styles/recipes.css';
import { formActions, hint } from '../../../styles/admin.css';
import { CoverPicker } from './CoverPicker';

const SYNOPSIS_LIMIT = 2000;

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
            Loading...
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
        <FormMessage kind="error">{context.loadError}</FormMessage>
        <div className={formActions}>
          <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'request.retry' })}>
            Try Again
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.cancel' })}>
            Cancel
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
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        {context.coverChoices && (
          <CoverPicker choices={context.coverChoices} chosen={context.cover} disabled={saving} onChoose={(url) => actor.send({ type: 'cover.choose', url })} />
        )}
        <div className={field}>
          <label className={label} htmlFor="edit-series-status">
            Status
          </label>
          <select id="edit-series-status" className={input} value={context.status} onChange={change('status')} disabled={saving}>
            <option value="">No status</option>
            {SERIES_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SERIES_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label className={label} htmlFor="edit-series-synopsis">
            Synopsis
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
          <legend className={label}>Genres</legend>
          {SERIES_GENRES.map((genre) => (
            <label key={genre}>
              <input type="checkbox" checked={context.genres.includes(genre)} onChange={() => actor.send({ type: 'genre.toggle', genre })} /> {genre}
            </label>
          ))}
        </fieldset>
        <div className={field}>
          <label className={label} htmlFor="edit-series-titles">
            Other titles
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
            One a line, in any script: each finds this series in a search, a recap or a suggestion.
          </p>
        </div>
        <div className={field}>
          <label className={label} htmlFor="edit-series-chapters">
            Chapters in all
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
            Empty while unknown.
          </p>
        </div>
        {SERIES_TRACKERS.map((tracker) => (
          <div key={tracker} className={field}>
            <label className={label} htmlFor={`edit-series-${tracker}`}>
              {TRACKER_FORMS[tracker].label} id
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
              {TRACKER_FORMS[tracker].idRule}
            </p>
          </div>
        ))}
        <div className={formActions}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.cancel' })} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className={button({ variant: 'primary' })} disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </div>
  );
}
