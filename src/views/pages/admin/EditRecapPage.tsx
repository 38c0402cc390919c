import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { parseRecordId } from '../../../domain/recordId';
import { editRecapMachine, RECAP_STATUS_SUGGESTIONS, type EditRecapField } from '../../../machines/editRecap';
import { useAppActors } from '../../app/hooks';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageTitle } from '../../app/PageTitle';
import { useGoBack } from '../../hooks/useGoBack';
import { useMessageText } from '../../hooks/useMessage';
import { useNavigateOn } from '../../hooks/useNavigateOn';
import { FormMessage } from '../../components/FormMessage';
import { SlowAnswer } from '../../components/SlowAnswer';
import { selectSlow } from '../../../machines/shared/slowAnswer';
import { button, errorText, field, formStack, input, label, page, pageSubtitle, pageTitle } from '../../../styles/recipes.css';
import { formActions, hint } from '../../../styles/admin.css';
import { CharacterCount } from '../../components/CharacterCount';
import { adminSeriesNameLeftOut, SERIES_NAME_MAX_LENGTH } from '../../../domain/seriesName';
import { RECAP_STATUS_MAX_LENGTH, THUMBNAIL_URL_MAX_LENGTH } from '../../../domain/limits';

export function EditRecapPage() {
  const params = useParams<{ id: string }>();
  const recapId = parseRecordId(params.id);
  // An address that cannot name a recap asks the server nothing.
  if (recapId === null) return <NotFoundPage />;
  return <EditRecap key={recapId} recapId={recapId} />;
}

function EditRecap({ recapId }: { recapId: number }) {
  const { toasts } = useAppActors();
  const actor = useActorRef(editRecapMachine, { input: { toasts, recapId } });
  // Subscribed once per actor (the callback is stable), not after every render.
  useNavigateOn(actor, 'form.left', useGoBack());
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const change = (field: EditRecapField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.change', field, value: event.target.value });

  const { _ } = useLingui();
  const say = useMessageText();
  if (snapshot.matches('notFound')) return <NotFoundPage />;
  const title = <PageTitle name={_('admin.editRecap.title')} />;

  if (snapshot.matches('loading')) {
    return (
      <div className={page}>
        {title}
        <h1 className={pageTitle}>{_('admin.editRecap.title')}</h1>
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
        <h1 className={pageTitle}>{_('admin.editRecap.title')}</h1>
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
  const seriesNameLeftOut = adminSeriesNameLeftOut(context.seriesName);
  return (
    <div className={page}>
      {title}
      <h1 className={pageTitle}>{_('admin.editRecap.title')}</h1>
      {context.recap && <p className={pageSubtitle}>{context.recap.title}</p>}
      <form
        className={formStack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        {context.saveError && <FormMessage kind="error">{say(context.saveError)}</FormMessage>}
        <div className={field}>
          <label className={label} htmlFor="edit-series-name">
            {_('admin.editRecap.seriesName')}
          </label>
          <input
            id="edit-series-name"
            className={input}
            value={context.seriesName}
            maxLength={SERIES_NAME_MAX_LENGTH}
            aria-describedby={seriesNameLeftOut.length > 0 ? 'edit-series-name-count edit-series-name-left-out' : 'edit-series-name-count'}
            onChange={change('seriesName')}
            disabled={saving}
          />
          <CharacterCount id="edit-series-name-count" length={context.seriesName.length} max={SERIES_NAME_MAX_LENGTH} />
          {/* The server drops invisible characters from the name: the form says so as they arrive, never silently. */}
          <div aria-live="polite">
            {seriesNameLeftOut.length > 0 && (
              <p id="edit-series-name-left-out" className={hint}>
                {_('admin.editRecap.leftOut', { characters: seriesNameLeftOut.join(' ') })}
              </p>
            )}
          </div>
        </div>
        <div className={field}>
          <label className={label} htmlFor="edit-status">
            {_('admin.edit.status')}
          </label>
          <input
            id="edit-status"
            className={input}
            list="edit-status-options"
            value={context.status}
            maxLength={RECAP_STATUS_MAX_LENGTH}
            aria-describedby="edit-status-count"
            onChange={change('status')}
            disabled={saving}
          />
          <CharacterCount id="edit-status-count" length={context.status.length} max={RECAP_STATUS_MAX_LENGTH} />
          <datalist id="edit-status-options">
            {RECAP_STATUS_SUGGESTIONS.map((status) => (
              <option key={status} value={status} />
            ))}
          </datalist>
        </div>
        <div className={field}>
          <label className={label} htmlFor="edit-thumbnail">
            {_('admin.editRecap.thumbnailUrl')}
          </label>
          <input
            id="edit-thumbnail"
            className={input}
            type="text"
            inputMode="url"
            value={context.thumbnailUrl}
            maxLength={THUMBNAIL_URL_MAX_LENGTH}
            onChange={change('thumbnailUrl')}
            disabled={saving}
            aria-invalid={context.thumbnailError ? true : undefined}
            aria-describedby={context.thumbnailError ? 'edit-thumbnail-error' : 'edit-thumbnail-hint'}
          />
          {context.thumbnailError ? (
            <p id="edit-thumbnail-error" className={errorText} role="alert">
              {say(context.thumbnailError)}
            </p>
          ) : (
            <p id="edit-thumbnail-hint" className={hint}>
              {_('admin.editRecap.thumbnailHint')}
            </p>
          )}
        </div>
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
