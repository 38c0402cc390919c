import { useActorRef, useSelector } from '@xstate/react';
import { editedChannel, pendingChannelsMachine } from '../../../machines/pendingChannels';
import { languageLabel, PENDING_CHANNEL_LANGUAGES } from '../../../domain/languages';
import { useAppActors } from '../../app/hooks';
import { FormMessage } from '../../components/FormMessage';
import { button, errorText, input, label, page, pageSubtitle, pageTitle, select } from '../../../styles/recipes.css';
import { actions, editRow, externalLink, itemCard, languageField, list, nameInput } from '../../../styles/admin.css';

export function PendingChannelsPage() {
  const { toasts } = useAppActors();
  const actor = useActorRef(pendingChannelsMachine, { input: { toasts } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const deciding = snapshot.matches('deciding') ? context.deciding : null;

  return (
    <div className={page}>
      <h1 className={pageTitle}>Pending Channels Review</h1>
      <p className={pageSubtitle}>Channels the scanner found. Correct the name and language, then approve or reject.</p>
      {snapshot.matches('loading') && <p role="status">Loading pending channels...</p>}
      {snapshot.matches('failed') && (
        <>
          <FormMessage kind="error">{context.loadError}</FormMessage>
          <div className={actions}>
            <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'RETRY' })}>
              Try Again
            </button>
          </div>
        </>
      )}
      {snapshot.matches('empty') && <p role="status">No pending channels</p>}
      {(snapshot.matches('ready') || snapshot.matches('deciding')) && (
        <ul className={list} aria-label="Pending channels">
          {context.channels.map((channel) => {
            const edited = editedChannel(context, channel);
            const nameId = `pending-name-${channel.id}`;
            const languageId = `pending-language-${channel.id}`;
            const linkId = `pending-link-${channel.id}`;
            // A language outside the offered list (as the scanner found it) stays choosable.
            const languages = PENDING_CHANNEL_LANGUAGES.some((option) => option.code === edited.language)
              ? PENDING_CHANNEL_LANGUAGES
              : [{ code: edited.language, label: languageLabel(edited.language) }, ...PENDING_CHANNEL_LANGUAGES];
            const busy = deciding !== null;
            return (
              <li key={channel.id} className={itemCard} aria-labelledby={linkId}>
                <a id={linkId} className={externalLink} href={channel.youtube_url} target="_blank" rel="noopener noreferrer">
                  {channel.youtube_url}
                </a>
                <div className={editRow}>
                  <div className={nameInput}>
                    <label className={label} htmlFor={nameId}>
                      Channel name
                    </label>
                    <input
                      id={nameId}
                      className={input}
                      value={edited.channel_name}
                      onChange={(event) => actor.send({ type: 'EDIT_NAME', id: channel.id, name: event.target.value })}
                    />
                  </div>
                  <div className={languageField}>
                    <label className={label} htmlFor={languageId}>
                      Language
                    </label>
                    <select
                      id={languageId}
                      className={select}
                      value={edited.language}
                      onChange={(event) => actor.send({ type: 'EDIT_LANGUAGE', id: channel.id, language: event.target.value })}
                    >
                      {languages.map((language) => (
                        <option key={language.code} value={language.code}>
                          {language.label} ({language.code})
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                {context.itemError?.id === channel.id && (
                  <p className={errorText} role="alert">
                    {context.itemError.text}
                  </p>
                )}
                <div className={actions}>
                  <button
                    type="button"
                    className={button({ variant: 'primary', size: 'sm' })}
                    disabled={busy || edited.channel_name.trim() === ''}
                    aria-describedby={linkId}
                    onClick={() => actor.send({ type: 'APPROVE', id: channel.id })}
                  >
                    {deciding?.id === channel.id && deciding.decision === 'approve' ? 'Approving...' : 'Approve'}
                  </button>
                  <button
                    type="button"
                    className={button({ variant: 'danger', size: 'sm' })}
                    disabled={busy}
                    aria-describedby={linkId}
                    onClick={() => actor.send({ type: 'REJECT', id: channel.id })}
                  >
                    {deciding?.id === channel.id && deciding.decision === 'reject' ? 'Rejecting...' : 'Reject'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
