import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { addChannelMachine, type AddChannelFlag, type AddChannelTextField } from '../../../machines/addChannel';
import { ADD_CHANNEL_LANGUAGES } from '../../../domain/channelLanguages';
import { languageLabelIn } from '../../../domain/languages';
import { useAppActors } from '../../app/hooks';
import { FormMessage } from '../../components/FormMessage';
import { useMessageText } from '../../hooks/useMessage';
import { button, field, input, label, page, pageSubtitle, pageTitle, select } from '../../../styles/recipes.css';
import { checkbox, checkboxGroup, checkboxRow, formActions, formWide, hint, textarea, urlStatus } from '../../../styles/admin.css';
import { CHANNEL_DESCRIPTION_MAX_LENGTH, CHANNEL_NAME_MAX_LENGTH, CHANNEL_URL_MAX_LENGTH, YOUTUBE_CHANNEL_ID_MAX_LENGTH } from '../../../domain/limits';

const FLAGS: { field: AddChannelFlag; text: string }[] = [
  { field: 'active', text: /*i18n*/ 'admin.addChannel.active' },
  { field: 'full_scan', text: /*i18n*/ 'admin.addChannel.fullScan' },
  { field: 'verified', text: /*i18n*/ 'admin.addChannel.verified' },
];

export function AddChannelPage() {
  const { _, i18n } = useLingui();
  const say = useMessageText();
  const { toasts } = useAppActors();
  const actor = useActorRef(addChannelMachine, { input: { toasts } });
  const snapshot = useSelector(actor, (s) => s);
  const { form, urlMessage, formError } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const change = (field: AddChannelTextField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.change', field, value: event.target.value });

  let status: { kind: keyof typeof urlStatus; text: string } | null = null;
  if (snapshot.matches({ form: 'checking' })) status = { kind: 'loading', text: _('admin.addChannel.checking') };
  else if (snapshot.matches({ form: 'valid' }) || submitting) status = { kind: 'valid', text: _('admin.addChannel.urlAvailable') };
  // Once Submit has repeated the check's sentence above the form, it is not said twice.
  else if (snapshot.matches({ form: 'invalid' }) && urlMessage && urlMessage !== formError) status = { kind: 'invalid', text: say(urlMessage) };

  return (
    <div className={page}>
      <h1 className={pageTitle}>{_('admin.addChannel.title')}</h1>
      <p className={pageSubtitle}>{_('admin.addChannel.subtitle')}</p>
      <form
        className={formWide}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        {formError && <FormMessage kind="error">{say(formError)}</FormMessage>}
        <div className={field}>
          <label className={label} htmlFor="channel-name">
            {_('admin.addChannel.name')}
          </label>
          <input id="channel-name" className={input} value={form.name} maxLength={CHANNEL_NAME_MAX_LENGTH} onChange={change('name')} required disabled={submitting} />
        </div>
        <div className={field}>
          <label className={label} htmlFor="channel-url">
            {_('admin.addChannel.url')}
          </label>
          <input
            id="channel-url"
            className={input}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/@channel"
            value={form.url}
            maxLength={CHANNEL_URL_MAX_LENGTH}
            onChange={(event) => actor.send({ type: 'url.change', value: event.target.value })}
            required
            disabled={submitting}
            aria-invalid={status?.kind === 'invalid' ? true : undefined}
            aria-describedby="channel-url-status"
          />
          <p id="channel-url-status" className={status ? urlStatus[status.kind] : hint} aria-live="polite">
            {status ? status.text : _('admin.addChannel.urlHint')}
          </p>
        </div>
        <fieldset className={checkboxGroup} disabled={submitting}>
          <legend className={label}>{_('admin.addChannel.options')}</legend>
          {FLAGS.map((flag) => (
            <label key={flag.field} className={checkboxRow}>
              <input
                type="checkbox"
                className={checkbox}
                checked={form[flag.field]}
                onChange={(event) => actor.send({ type: 'flag.change', field: flag.field, value: event.target.checked })}
              />
              {_(flag.text)}
            </label>
          ))}
        </fieldset>
        <div className={field}>
          <label className={label} htmlFor="channel-language">
            {_('admin.addChannel.language')}
          </label>
          <select id="channel-language" className={select} value={form.language} onChange={change('language')} disabled={submitting}>
            {ADD_CHANNEL_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {languageLabelIn(language.code, i18n)} ({language.code})
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label className={label} htmlFor="channel-description">
            {_('admin.addChannel.description')}
          </label>
          <textarea id="channel-description" className={textarea} value={form.description} maxLength={CHANNEL_DESCRIPTION_MAX_LENGTH} onChange={change('description')} disabled={submitting} />
        </div>
        <div className={field}>
          <label className={label} htmlFor="channel-youtube-id">
            {_('admin.addChannel.youtubeChannelId')}
          </label>
          <input
            id="channel-youtube-id"
            className={input}
            value={form.youtube_channel_id}
            maxLength={YOUTUBE_CHANNEL_ID_MAX_LENGTH}
            onChange={change('youtube_channel_id')}
            disabled={submitting}
          />
        </div>
        <div className={field}>
          <label className={label} htmlFor="channel-subscribers">
            {_('admin.addChannel.subscriberCount')}
          </label>
          <input
            id="channel-subscribers"
            className={input}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={form.subscriber_count}
            onChange={change('subscriber_count')}
            disabled={submitting}
          />
        </div>
        <div className={formActions}>
          <button type="submit" className={button({ variant: 'primary' })} disabled={submitting}>
            {submitting ? _('admin.addChannel.submitting') : _('admin.addChannel.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
