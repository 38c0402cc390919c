import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ImportEntry, ImportPreview } from '../../api/types';
import { SHELF_STATUS_MESSAGES } from '../../domain/shelfStatus';
import {
  listImportMachine,
  selectImportChoices,
  selectImportCount,
  selectImportError,
  selectImportPreview,
  selectImportSummary,
  selectListImportStep,
} from '../../machines/listImport';
import { button, errorText, field, input, label, page, pageSubtitle, pageTitle, select } from '../../styles/recipes.css';
import * as styles from '../../styles/listImport.css';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { useSession } from '../app/hooks';
import { LoginRequired } from '../components/LoginRequired';
import { SlowAnswer } from '../components/SlowAnswer';
import { useMessageText } from '../hooks/useMessage';

type ImportActor = ReturnType<typeof useActorRef<typeof listImportMachine>>;

/** Bring a list from MyAnimeList or AniList: choose the file, see what it matches, settle the doubts, import. */
export function ListImportPage() {
  const { status } = useSession();
  const { _ } = useLingui();
  return (
    <section className={page}>
      <h1 className={pageTitle}>{_('import.title')}</h1>
      <p className={pageSubtitle}>{_('import.subtitle')}</p>
      {status === 'anonymous' && (
        <LoginRequired what="your list import" texts={{ title: _('import.loginTitle'), prompt: _('import.loginPrompt'), action: _('import.goToLogin') }} />
      )}
      {status === 'loading' && <p className={styles.hint}>{_('import.loading')}</p>}
      {status === 'authenticated' && <Importer />}
    </section>
  );
}

function Importer() {
  const actor = useActorRef(listImportMachine);
  const step = useSelector(actor, selectListImportStep);
  const error = useSelector(actor, selectImportError);
  const say = useMessageText();
  return (
    <>
      {(step === 'choosing' || step === 'uploading') && <FileForm actor={actor} uploading={step === 'uploading'} />}
      {(step === 'previewing' || step === 'applying') && <Preview actor={actor} applying={step === 'applying'} />}
      {step === 'imported' && <Summary actor={actor} />}
      {error !== null && (
        <p className={errorText} role="alert">
          {say(error)}
        </p>
      )}
    </>
  );
}

function FileForm({ actor, uploading }: { actor: ImportActor; uploading: boolean }) {
  const slow = useSelector(actor, selectSlow);
  const { _ } = useLingui();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <div className={field}>
        <label className={label} htmlFor="list-file">
          {_('import.fileLabel')}
        </label>
        <input
          id="list-file"
          className={input}
          type="file"
          accept=".xml,.gz,.json,application/xml,application/gzip,application/json"
          disabled={uploading}
          onChange={(event) => actor.send({ type: 'file.choose', file: event.currentTarget.files?.[0] ?? null })}
        />
      </div>
      <p className={styles.hint}>
        {_('import.fileHint')}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={button()} disabled={uploading}>
          {uploading ? _('import.reading') : _('import.upload')}
        </button>
      </div>
      {slow && <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} />}
    </form>
  );
}

const entryFacts = (i18n: I18n, entry: ImportEntry) => i18n._('import.entryFacts', { status: i18n._(SHELF_STATUS_MESSAGES[entry.status]), n: entry.chapters });

function Preview({ actor, applying }: { actor: ImportActor; applying: boolean }) {
  const preview = useSelector(actor, selectImportPreview) as ImportPreview;
  const choices = useSelector(actor, selectImportChoices);
  const count = useSelector(actor, selectImportCount);
  const { i18n, _ } = useLingui();
  return (
    <>
      <section className={styles.section} aria-labelledby="import-matched">
        <h2 className={styles.sectionTitle} id="import-matched">
          {_('import.found', { n: preview.matched.length })}
        </h2>
        <ul className={styles.list}>
          {preview.matched.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <p className={styles.entryTitle}>{entry.series.name}</p>
              <p className={styles.facts}>
                {entryFacts(i18n, entry)}
                {entry.title !== entry.series.name && ` · ${_('import.listedAs', { title: entry.title })}`}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {preview.ambiguous.length > 0 && (
        <section className={styles.section} aria-labelledby="import-ambiguous">
          <h2 className={styles.sectionTitle} id="import-ambiguous">
            {_('import.chooseSeries', { n: preview.ambiguous.length })}
          </h2>
          <ul className={styles.list}>
            {preview.ambiguous.map((entry, index) => (
              <li key={index} className={styles.entry}>
                <label className={styles.entryTitle} htmlFor={`import-choice-${index}`}>
                  {entry.title}
                </label>
                <p className={styles.facts}>{entryFacts(i18n, entry)}</p>
                <select
                  id={`import-choice-${index}`}
                  className={select}
                  value={choices[index] ?? ''}
                  disabled={applying}
                  onChange={(event) => actor.send({ type: 'choice.change', index, slug: event.currentTarget.value === '' ? null : event.currentTarget.value })}
                >
                  <option value="">{_('import.skip')}</option>
                  {entry.candidates.map((candidate) => (
                    <option key={candidate.slug} value={candidate.slug}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview.missing.length > 0 && (
        <section className={styles.section} aria-labelledby="import-missing">
          <h2 className={styles.sectionTitle} id="import-missing">
            {_('import.missing', { n: preview.missing.length })}
          </h2>
          <ul className={styles.list}>
            {preview.missing.map((entry, index) => (
              <li key={index} className={styles.entry}>
                <p className={styles.entryTitle}>{entry.title}</p>
                <p className={styles.facts}>{entryFacts(i18n, entry)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={`${styles.section} ${styles.actions}`}>
        <button type="button" className={button()} disabled={applying} onClick={() => actor.send({ type: 'form.submit' })}>
          {applying ? _('import.importing') : _('import.importCount', { n: count })}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} disabled={applying} onClick={() => actor.send({ type: 'form.cancel' })}>
          {_('import.chooseAnother')}
        </button>
      </div>
    </>
  );
}

function Summary({ actor }: { actor: ImportActor }) {
  const summary = useSelector(actor, selectImportSummary)!;
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="import-done">
      <h2 className={styles.sectionTitle} id="import-done">
        {_('import.complete')}
      </h2>
      <p role="status">
        {_('import.summary', { followed: summary.followed, updated: summary.updated, skipped: summary.skipped })}
      </p>
      <div className={styles.actions}>
        <Link className={button()} href="/shelf">
          {_('import.goToShelf')}
        </Link>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.cancel' })}>
          {_('import.importAnother')}
        </button>
      </div>
    </section>
  );
}
