import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ImportEntry, ImportPreview } from '../../api/types';
import { SHELF_STATUS_LABELS } from '../../domain/shelfStatus';
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

type ImportActor = ReturnType<typeof useActorRef<typeof listImportMachine>>;

/** Bring a list from MyAnimeList or AniList: choose the file, see what it matches, settle the doubts, import. */
export function ListImportPage() {
  const { status } = useSession();
  return (
    <section className={page}>
      <h1 className={pageTitle}>Import Your List</h1>
      <p className={pageSubtitle}>Follow the series you read on MyAnimeList or AniList, with your status and chapters</p>
      {status === 'anonymous' && <LoginRequired what="your list import" />}
      {status === 'loading' && <p className={styles.hint}>Loading...</p>}
      {status === 'authenticated' && <Importer />}
    </section>
  );
}

function Importer() {
  const actor = useActorRef(listImportMachine);
  const step = useSelector(actor, selectListImportStep);
  const error = useSelector(actor, selectImportError);
  return (
    <>
      {(step === 'choosing' || step === 'uploading') && <FileForm actor={actor} uploading={step === 'uploading'} />}
      {(step === 'previewing' || step === 'applying') && <Preview actor={actor} applying={step === 'applying'} />}
      {step === 'imported' && <Summary actor={actor} />}
      {error !== null && (
        <p className={errorText} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function FileForm({ actor, uploading }: { actor: ImportActor; uploading: boolean }) {
  const slow = useSelector(actor, selectSlow);
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
          List file
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
        MyAnimeList: Profile, Export Lists, Export My Manga List (the .xml.gz file, as it downloads). AniList: your manga list as its API answers it (JSON). Nothing changes until you confirm.
      </p>
      <div className={styles.actions}>
        <button type="submit" className={button()} disabled={uploading}>
          {uploading ? 'Reading...' : 'Upload'}
        </button>
      </div>
      {slow && <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} />}
    </form>
  );
}

const entryFacts = (entry: ImportEntry) => `${SHELF_STATUS_LABELS[entry.status]} · ${entry.chapters === 1 ? '1 chapter read' : `${entry.chapters} chapters read`}`;

function Preview({ actor, applying }: { actor: ImportActor; applying: boolean }) {
  const preview = useSelector(actor, selectImportPreview) as ImportPreview;
  const choices = useSelector(actor, selectImportChoices);
  const count = useSelector(actor, selectImportCount);
  return (
    <>
      <section className={styles.section} aria-labelledby="import-matched">
        <h2 className={styles.sectionTitle} id="import-matched">
          Found ({preview.matched.length})
        </h2>
        <ul className={styles.list}>
          {preview.matched.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <p className={styles.entryTitle}>{entry.series.name}</p>
              <p className={styles.facts}>
                {entryFacts(entry)}
                {entry.title !== entry.series.name && ` · listed as ${entry.title}`}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {preview.ambiguous.length > 0 && (
        <section className={styles.section} aria-labelledby="import-ambiguous">
          <h2 className={styles.sectionTitle} id="import-ambiguous">
            Choose the series ({preview.ambiguous.length})
          </h2>
          <ul className={styles.list}>
            {preview.ambiguous.map((entry, index) => (
              <li key={index} className={styles.entry}>
                <label className={styles.entryTitle} htmlFor={`import-choice-${index}`}>
                  {entry.title}
                </label>
                <p className={styles.facts}>{entryFacts(entry)}</p>
                <select
                  id={`import-choice-${index}`}
                  className={select}
                  value={choices[index] ?? ''}
                  disabled={applying}
                  onChange={(event) => actor.send({ type: 'choice.change', index, slug: event.currentTarget.value === '' ? null : event.currentTarget.value })}
                >
                  <option value="">Skip</option>
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
            Not in the catalogue ({preview.missing.length})
          </h2>
          <ul className={styles.list}>
            {preview.missing.map((entry, index) => (
              <li key={index} className={styles.entry}>
                <p className={styles.entryTitle}>{entry.title}</p>
                <p className={styles.facts}>{entryFacts(entry)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={`${styles.section} ${styles.actions}`}>
        <button type="button" className={button()} disabled={applying} onClick={() => actor.send({ type: 'form.submit' })}>
          {applying ? 'Importing...' : count === 1 ? 'Import 1 series' : `Import ${count} series`}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} disabled={applying} onClick={() => actor.send({ type: 'form.cancel' })}>
          Choose Another File
        </button>
      </div>
    </>
  );
}

function Summary({ actor }: { actor: ImportActor }) {
  const summary = useSelector(actor, selectImportSummary)!;
  return (
    <section className={styles.section} aria-labelledby="import-done">
      <h2 className={styles.sectionTitle} id="import-done">
        Import complete
      </h2>
      <p role="status">
        Followed {summary.followed} series, updated {summary.updated}, skipped {summary.skipped}.
      </p>
      <div className={styles.actions}>
        <Link className={button()} href="/shelf">
          Go to My Shelf
        </Link>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.cancel' })}>
          Import Another File
        </button>
      </div>
    </section>
  );
}
