import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { formatDuration } from '../../domain/duration';
import { formatCount } from '../../domain/formatCount';
import { selectDetailNotice, selectDetailRecap, selectPendingRating, selectRating, type recapDetailMachine } from '../../machines/recapDetail';
import { suggestionDialogMachine } from '../../machines/suggestionDialog';
import { useAppActors, useSession, useWatchlist } from '../app/hooks';
import { PageTitle } from '../app/PageTitle';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/dialog.css';
import { thumbnailsToTry } from '../../domain/thumbnail';
import { STAR_SCALE } from '../../domain/rating';
import { picturePlaceholder } from '../../styles/recaps.css';
import { RecapDialogNotice } from './RecapDialogNotice';
import { StarRating } from './StarRating';
import { SuggestionDialog } from './SuggestionDialog';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { formatCalendarDateIn } from '../../domain/calendarDate';
import { channelRecapsPath } from '../../domain/routes';
import type { RecapListRef } from '../../machines/shared/recapPatch';
import { DialogWatched } from './DialogWatched';
import { videoLinkProps } from '../hooks/useWatchedToggle';

function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}


interface RecapDetailDialogProps {
  actorRef: ActorRefFrom<typeof recapDetailMachine>;
  /** The list the dialog was opened from: its card dims with a watched mark set here. */
  list: RecapListRef;
}

export function RecapDetailDialog({ actorRef, list }: RecapDetailDialogProps) {
  const { _, i18n } = useLingui();
  const { locale } = i18n;
  const recap = useSelector(actorRef, selectDetailRecap);
  const notice = useSelector(actorRef, selectDetailNotice);
  const pendingRating = useSelector(actorRef, selectPendingRating);
  const rating = useSelector(actorRef, selectRating);
  const { session, toasts } = useAppActors();
  const { status } = useSession();
  const authenticated = status === 'authenticated';
  const watchlist = useWatchlist();
  // The suggestion form follows the session itself (it asks anonymous visitors to log in).
  const suggestion = useActorRef(suggestionDialogMachine, { input: { session, toasts, isAuthenticated: authenticated } });
  // How many of a recap's pictures failed to load: another recap starts with its own picture again.
  const [failedPictures, setFailedPictures] = useState<{ recapId: number; count: number } | null>(null);
  const returnFocus = useReturnFocus();
  const [path] = useLocation();
  // The spoiler shield: the recap revealed in this dialog, if any (another recap comes shielded again).
  const [revealedId, setRevealedId] = useState<number | null>(null);

  if (notice) return <RecapDialogNotice actorRef={actorRef} notice={notice} />;
  if (!recap) return null;
  const saved = watchlist.isSaved(recap.id);
  const beyond = recap.beyond_reading_place;
  const shield = typeof beyond === 'number' && revealedId !== recap.id ? _('recap.shield.beyond', { chapter: beyond }) : null;
  // What names the recap where its title would (the page's title, the heading): never the shielded title.
  const name = shield ?? recap.title;
  const failed = failedPictures?.recapId === recap.id ? failedPictures.count : 0;
  // Undefined once every picture failed: the card's placeholder shows instead of a broken image.
  const thumbnail = thumbnailsToTry(recap)[failed];
  const tagsAndGenres = [...new Set([...(recap.genres ?? []), ...(recap.tags ?? [])])];
  // Leaving for another page takes the dialog's list away with it, so the dialog closes as the page changes.
  const channelPage = channelRecapsPath(recap.channel_id);

  return (
    <Dialog.Root open onOpenChange={(next) => !next && actorRef.send({ type: 'dialog.close' })}>
      {/* The open recap names the page (a feed entry's link, a shared one, a history entry) until it closes. */}
      <PageTitle name={name} />
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...returnFocus}>
          <Dialog.Close className={styles.close} aria-label={_('recap.close')}>
            ×
          </Dialog.Close>
          <div className={`${styles.hero} ${shield ? styles.shielded : ''}`}>
            {thumbnail === undefined ? (
              <span className={picturePlaceholder} data-testid="picture-placeholder">
                {recap.series_name || name}
              </span>
            ) : (
              <img
                className={styles.heroImage}
                src={thumbnail}
                alt={_('recap.thumbnailOf', { name })}
                onError={() => setFailedPictures({ recapId: recap.id, count: failed + 1 })}
              />
            )}
            <a
              className={styles.play}
              href={watchUrl(recap.video_id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={_('recap.playVideo')}
              {...videoLinkProps(recap.id)}
            >
              ▶
            </a>
          </div>
          <Dialog.Title className={styles.title}>{recap.series_name || name}</Dialog.Title>
          <Dialog.Description className={styles.subtitle}>
            {shield ? (
              <>
                {shield}.{' '}
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => setRevealedId(recap.id)}>
                  {_('recap.shield.reveal')}
                </button>
              </>
            ) : (
              recap.title
            )}
          </Dialog.Description>
          {/* What people open the dialog for comes first, so a phone shows it without scrolling past the facts. */}
          <div className={styles.actions}>
            <a
              className={button({ variant: 'primary', size: 'md' })}
              href={watchUrl(recap.video_id)}
              target="_blank"
              rel="noopener noreferrer"
              {...videoLinkProps(recap.id)}
            >
              {_('recap.watchOnYouTube')}
            </a>
            <button
              type="button"
              className={button({ variant: 'secondary', size: 'md' })}
              aria-pressed={saved}
              disabled={watchlist.pending === recap.id}
              onClick={() => watchlist.toggle(recap.id, 'save')}
            >
              {saved ? _('recap.watchlist.saved') : _('recap.watchlist.save')}
            </button>
            {/* Its own machine for each recap the dialog shows (Back and Forward change it). */}
            {authenticated && <DialogWatched key={recap.id} recap={recap} list={list} />}
          </div>
          <dl className={styles.fields}>
            <dt className={styles.fieldName}>{_('recap.field.views')}</dt>
            <dd className={styles.fieldValue}>{formatCount(recap.views, locale)}</dd>
            <dt className={styles.fieldName}>{_('recap.field.duration')}</dt>
            <dd className={styles.fieldValue}>{formatDuration(recap.duration)}</dd>
            {recap.avg_rating > 0 && (
              <>
                <dt className={styles.fieldName}>{_('recap.field.rating')}</dt>
                <dd className={styles.fieldValue}>
                  {_('recap.ratingValue', { rating: i18n.number(Number(recap.avg_rating.toFixed(1))), max: STAR_SCALE })}
                </dd>
              </>
            )}
            <dt className={styles.fieldName}>{_('recap.field.published')}</dt>
            <dd className={styles.fieldValue}>{formatCalendarDateIn(locale, recap.published_at, '—')}</dd>
            {recap.like_count > 0 && (
              <>
                <dt className={styles.fieldName}>{_('recap.field.likes')}</dt>
                <dd className={styles.fieldValue}>{formatCount(recap.like_count, locale)}</dd>
              </>
            )}
            <dt className={styles.fieldName}>{_('recap.field.channel')}</dt>
            <dd className={styles.fieldValue}>
              <Link
                href={channelPage}
                onClick={(event) => {
                  // On the channel's own page the list is already there: the link only closes the dialog (Back
                  // leaves its entry), where a new entry of the same list would keep the dialog one Back away.
                  if (path !== channelPage) return;
                  event.preventDefault();
                  actorRef.send({ type: 'dialog.close' });
                }}
              >
                {recap.channel_name}
              </Link>
            </dd>
            <dt className={styles.fieldName}>{_('recap.field.tagsAndGenres')}</dt>
            <dd className={`${styles.fieldValue} ${styles.tagsValue}`}>
              {tagsAndGenres.length > 0 ? (
                <ul className={styles.tags}>
                  {tagsAndGenres.map((tag) => (
                    <li key={tag} className={styles.tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </dd>
            <dt className={styles.fieldName}>{_('recap.field.chaptersCovered')}</dt>
            <dd className={styles.fieldValue}>{recap.chapters_covered || '—'}</dd>
          </dl>
          {recap.series_slug && (
            <p>
              {/* Named, so the link says which series it opens even when the heading is the recap's own title. */}
              <Link href={`/series/${recap.series_slug}`} className={styles.seriesLink}>
                {recap.series_name ? _('recap.seriesLink', { series: recap.series_name }) : _('recap.seriesLinkUnnamed')}
              </Link>
            </p>
          )}
          <StarRating
            value={pendingRating ?? recap.user_rating}
            readOnly={!authenticated}
            busy={rating}
            onRate={(value) => actorRef.send({ type: 'recap.rate', rating: value })}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'md' })}
              onClick={() => suggestion.send({ type: 'dialog.open', recapId: recap.id })}
            >
              {_('recap.suggestName')}
            </button>
          </div>
          <SuggestionDialog actorRef={suggestion} recapTitle={recap.title} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
