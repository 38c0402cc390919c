import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { channelRejectionQuestion, pendingChannelsMachine, scannedDraft } from '../../../machines/pendingChannels';
import { draftFor, selectConfirming, selectDeciding, selectDrafts, selectItemError, selectLoadError, selectQueueItems, selectQueueStatus } from '../../../machines/reviewQueue';
import { PENDING_CHANNEL_LANGUAGES } from '../../../domain/channelLanguages';
import { languageLabelIn } from '../../../domain/languages';
import { selectSlow } from '../../../machines/shared/slowAnswer';
import { useAppActors } from '../../app/hooks';
import { useMessageText } from '../../hooks/useMessage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SlowAnswer } from '../../components/SlowAnswer';
import { ApproveRejectButtons, QueueItemFooter, QueueLoadFailed } from '../../components/admin/ReviewQueueParts';
import { input, label, page, pageSubtitle, pageTitle, select } from '../../../styles/recipes.css';
import { editRow, externalLink, itemCard, languageField, list, nameInput } from '../../../styles/admin.css';
import { CHANNEL_NAME_MAX_LENGTH } from '../../../domain/limits';

export function PendingChannelsPage() {
  const { _, i18n } = useLingui();
  const say = useMessageText();
  const { toasts } = useAppActors();
  const actor = useActorRef(pendingChannelsMachine, { input: { toasts } });
  const status = useSelector(actor, selectQueueStatus);
  const slow = useSelector(actor, selectSlow);
  const channels = useSelector(actor, selectQueueItems);
  const loadError = useSelector(actor, selectLoadError);
  const deciding = useSelector(actor, selectDeciding);
  const drafts = useSelector(actor, selectDrafts);
  const itemError = useSelector(actor, selectItemError);
  const confirming = useSelector(actor, selectConfirming);
  // The question stays up, its button saying "Rejecting...", until the server has answered.
  const asked = confirming ?? (deciding?.decision === 'reject' ? deciding : null);

  return (
    <div className={page}>
      <h1 className={pageTitle}>{_('admin.pending.title')}</h1>
      <p className={pageSubtitle}>{_('admin.pending.subtitle')}</p>
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} /> : <p role="status">{_('admin.pending.loading')}</p>)}
      {status === 'failed' && <QueueLoadFailed error={loadError} onRetry={() => actor.send({ type: 'request.retry' })} />}
      {status === 'empty' && <p role="status">{_('admin.pending.empty')}</p>}
      {status === 'listed' && (
        <ul className={list} aria-label={_('admin.pending.list')}>
          {channels.map((channel) => {
            const edited = draftFor(drafts, channel, scannedDraft);
            const nameId = `pending-name-${channel.id}`;
            const languageId = `pending-language-${channel.id}`;
            const linkId = `pending-link-${channel.id}`;
            // A language outside the offered list (as the scanner found it) stays choosable.
            const codes = PENDING_CHANNEL_LANGUAGES.map((option) => option.code);
            const languages = (codes.includes(edited.language) ? codes : [edited.language, ...codes]).map((code) => ({ code, label: languageLabelIn(code, i18n) }));
            const busy = deciding !== null;
            return (
              <li key={channel.id} className={itemCard} aria-labelledby={linkId}>
                <a id={linkId} className={externalLink} href={channel.youtube_url} target="_blank" rel="noopener noreferrer">
                  {channel.youtube_url}
                </a>
                <div className={editRow}>
                  <div className={nameInput}>
                    <label className={label} htmlFor={nameId}>
                      {_('admin.pending.channelName')}
                    </label>
                    <input
                      id={nameId}
                      className={input}
                      value={edited.channel_name}
                      maxLength={CHANNEL_NAME_MAX_LENGTH}
                      onChange={(event) => actor.send({ type: 'draft.change', item: channel, changes: { channel_name: event.target.value } })}
                    />
                  </div>
                  <div className={languageField}>
                    <label className={label} htmlFor={languageId}>
                      {_('admin.pending.language')}
                    </label>
                    <select
                      id={languageId}
                      className={select}
                      value={edited.language}
                      onChange={(event) => actor.send({ type: 'draft.change', item: channel, changes: { language: event.target.value } })}
                    >
                      {languages.map((language) => (
                        <option key={language.code} value={language.code}>
                          {language.label} ({language.code})
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <QueueItemFooter error={itemError?.id === channel.id ? itemError.text : null}>
                  <ApproveRejectButtons
                    deciding={deciding?.item.id === channel.id ? deciding.decision : null}
                    busy={busy}
                    approveDisabled={edited.channel_name.trim() === ''}
                    describedBy={linkId}
                    onApprove={() => actor.send({ type: 'queue.approve', item: channel })}
                    onReject={() => actor.send({ type: 'queue.reject', item: channel })}
                  />
                </QueueItemFooter>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={_('admin.pending.rejectTitle')}
        question={((question) => (question === null ? '' : say(question)))(channelRejectionQuestion(asked?.item ?? null, asked ? draftFor(drafts, asked.item, scannedDraft) : null))}
        action={_('admin.queue.reject')}
        busyAction={_('admin.queue.rejecting')}
        busy={deciding !== null}
        onConfirm={() => actor.send({ type: 'dialog.confirm' })}
        onCancel={() => actor.send({ type: 'dialog.close' })}
      />
    </div>
  );
}
