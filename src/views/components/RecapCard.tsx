import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { Recap } from '../../api/types';
import { recapCardFace } from '../../domain/recapCardFace';
import { channelRecapsPath } from '../../domain/routes';
import { useSession, useWatchlist } from '../app/hooks';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';
import type { RecapListRef } from '../../machines/shared/recapPatch';
import { lazyPage } from '../app/lazyPage';

// Only an admin's cards have them: a visitor's first screen does not download them.
const RecapModerationActions = lazyPage(() => import('./RecapModerationActions'), 'RecapModerationActions');
// Only a member's cards have it, nor does a visitor's first screen download it.
const WatchedToggle = lazyPage(() => import('./WatchedToggle'), 'WatchedToggle');

interface RecapCardProps {
  recap: Recap;
  onOpen: (recap: Recap) => void;
  /** The list the cards are in, told of a moderated recap or a watched mark, and followed for the marks. */
  list: RecapListRef;
  /**
   * Where the card sits in the first screen: 'first' (the largest picture a phone paints first, fetched
   * before anything else), 'row' (the rest of a wide screen's first row, fetched at once) or 'below'
   * (fetched when scrolled near).
   */
  placement?: 'first' | 'row' | 'below';
  /** The level of the card's title: one below the heading the list sits under (the page's h1, or a section's h2). */
  headingLevel: 2 | 3;
}

export function RecapCard({ recap, onOpen, list, placement = 'below', headingLevel }: RecapCardProps) {
  const { i18n, _ } = useLingui();
  const { isAdmin, status } = useSession();
  const member = status === 'authenticated';
  const watchlist = useWatchlist();
  const [previewing, setPreviewing] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  // The address that failed, so a new thumbnail (after an edit) gets its own try.
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  // What the card shows, as the cards the server writes into the page show it too.
  const face = recapCardFace(recap, new Date(), i18n);
  const { picture, openable } = face;
  const saved = watchlist.isSaved(recap.id);
  // The spoiler shield (a member's setting): a recap past their reading place is blurred until revealed.
  const [revealed, setRevealed] = useState(false);
  const beyond = recap.beyond_reading_place;
  const shield = typeof beyond === 'number' && !revealed ? _('card.beyondChapter', { chapter: beyond }) : null;
  // What names the card where its title would: never the shielded title.
  const name = recap.series_name || (shield ?? recap.title);
  const showPreview = previewing && !previewFailed && Boolean(recap.preview_url) && openable && !shield;

  return (
    <article
      className={`${styles.card} ${openable ? '' : styles.cardUnavailable} ${member && recap.watched ? styles.cardWatched : ''} ${shield ? styles.cardShielded : ''}`}
      aria-label={name}
      onMouseEnter={() => setPreviewing(true)}
      onMouseLeave={() => setPreviewing(false)}
      onFocus={() => setPreviewing(true)}
      onBlur={() => setPreviewing(false)}
    >
      <div className={styles.cardFace}>
        <div className={styles.media}>
          {failedPicture === picture ? (
            <span className={styles.picturePlaceholder} data-testid="picture-placeholder">
              {name}
            </span>
          ) : (
            <img
              className={styles.mediaFill}
              src={picture}
              alt=""
              loading={placement === 'below' ? 'lazy' : 'eager'}
              fetchPriority={placement === 'first' ? 'high' : 'auto'}
              decoding="async"
              width={320}
              height={180}
              onError={() => setFailedPicture(picture)}
            />
          )}
          {showPreview && (
            <video
              className={styles.mediaFill}
              src={recap.preview_url ?? undefined}
              muted
              loop
              playsInline
              autoPlay
              preload="none"
              aria-hidden="true"
              data-testid="recap-preview"
              onError={() => setPreviewFailed(true)}
            />
          )}
        </div>
        <div className={styles.cardBody}>
          {/* Under the picture, not on it: a thumbnail often carries its own labels (duration, channel marks). */}
          <div className={styles.badges}>
            <span className={styles.badge}>{face.duration}</span>
            {face.status && <span className={styles.badge}>{face.status}</span>}
            {member && recap.watched && <span className={styles.watchedMark}>{_('card.watched')}</span>}
            {shield && <span className={styles.badge}>{shield}</span>}
          </div>
          <CardTitle
            level={headingLevel}
            openable={openable}
            title={face.title}
            shield={shield}
            openLabel={shield ? _('card.openBeyondChapter', { chapter: beyond }) : _('card.open', { title: face.title })}
            onOpen={() => onOpen(recap)}
          />
          {face.series && <p className={styles.cardSeries}>{face.series}</p>}
          <div className={styles.meta}>
            {face.facts.map((fact) => (
              <span key={fact.text} aria-label={fact.label}>
                {fact.text}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className={styles.cardActions}>
        <Link href={channelRecapsPath(recap.channel_id)} className={styles.channelLink}>
          {face.channel}
        </Link>
        {recap.series_slug && (
          <Link href={`/series/${recap.series_slug}`} className={styles.channelLink} aria-label={_('card.seriesPageOf', { name: recap.series_name ?? recap.title })}>
            {_('card.seriesPage')}
          </Link>
        )}
      </div>
      <div className={styles.cardActions}>
        <button
          type="button"
          className={button({ variant: saved ? 'secondary' : 'ghost', size: 'sm' })}
          aria-pressed={saved}
          disabled={watchlist.pending === recap.id}
          onClick={() => watchlist.toggle(recap.id, 'add')}
        >
          {saved ? _('card.inWatchlist') : _('card.addToWatchlist')}
        </button>
        {shield && (
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => setRevealed(true)}>
            {_('card.reveal')}
          </button>
        )}
        {member && (
          <Suspense fallback={null}>
            <WatchedToggle recap={recap} list={list} />
          </Suspense>
        )}
        {isAdmin && (
          <Suspense fallback={null}>
            <RecapModerationActions recap={recap} list={list} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

/**
 * The card's title, which opens the recap: a button inside the heading, named "Open <title>", a name that says
 * what it does and contains the text a speech user sees (it wraps the title alone; `openLabel`, in the interface's language). Its overlay stretches over
 * the picture and text (styles.cardOpen), so the whole face opens it. A private or error recap that cannot be
 * opened has a plain title, so it is no tab stop that does nothing (its status badge says why). A shielded
 * title is blurred and hidden from screen readers, and the card is named by what shields it instead.
 */
function CardTitle({ level, openable, title, shield, openLabel, onOpen }: { level: 2 | 3; openable: boolean; title: string; shield: string | null; openLabel: string; onOpen: () => void }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  // Blurred alone, so the open button's focus ring around it stays sharp.
  const text = shield ? (
    <span className={styles.shieldedTitle} aria-hidden="true">
      {title}
    </span>
  ) : (
    title
  );
  return (
    <Heading className={styles.cardTitle}>
      {openable ? (
        <button type="button" className={styles.cardOpen} aria-label={openLabel} onClick={onOpen}>
          {text}
        </button>
      ) : (
        text
      )}
    </Heading>
  );
}

