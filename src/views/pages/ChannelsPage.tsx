import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ChannelSortBy } from '../../api/types';
import { changeChannelFilters, type ChannelFilters } from '../../domain/channelFilters';
import { CHANNEL_SORT_OPTIONS } from '../../domain/constants';
import { channelListAddress } from '../../domain/listAddress';
import { languageLabel } from '../../domain/languages';
import {
  channelDeactivationMachine,
  selectDeactivating,
  selectDeactivationDialogOpen,
  selectDeactivationTarget,
} from '../../machines/channelDeactivation';
import {
  channelLanguageChoices,
  channelListMachine,
  selectChannelPaging,
  selectFavouritePendingId,
  selectKnownLanguages,
} from '../../machines/channelList';
import { channelReactivationMachine, selectReactivatingId } from '../../machines/channelReactivation';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { useAppActors, useSession } from '../app/hooks';
import { useListAddress } from '../hooks/useListAddress';
import { useOnAddressChange } from '../hooks/useOnAddressChange';
import { ChannelGrid, Loading } from '../components/ChannelGrid';
import { DeactivateChannelDialog } from '../components/DeactivateChannelDialog';
import { button, field, label, page, pageTitle, select } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

export function ChannelsPage() {
  const { status } = useSession();
  // The list asks for favourite flags of whoever is logged in, so it waits until the session knows.
  if (status === 'loading') {
    return (
      <section className={page}>
        <h1 className={pageTitle}>Browse Channels</h1>
        <Loading text="Loading channels..." />
      </section>
    );
  }
  return <ChannelsView isAuthenticated={status === 'authenticated'} />;
}

function channelCountText(total: number): string {
  return `${total} ${total === 1 ? 'channel' : 'channels'}`;
}

const filtersKey = (filters: ChannelFilters) => JSON.stringify([filters.language, filters.sortBy, filters.sortOrder, filters.deactivated]);

function ChannelsView({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { isAdmin } = useSession();
  const { session, toasts } = useAppActors();
  // The address holds the filters and sort; the list starts from them and follows each new address.
  const { filters, setFilters } = useListAddress(channelListAddress);
  const change = (changes: Partial<ChannelFilters>) => setFilters(changeChannelFilters(filters, changes));
  // The list follows the session itself; the deactivation dialog tells the list which channel left.
  const list = useActorRef(channelListMachine, { input: { session, toasts, isAuthenticated, filters } });
  useOnAddressChange(filters, filtersKey, (next) => list.send({ type: 'filters.change', filters: next }));
  const deactivation = useActorRef(channelDeactivationMachine, { input: { toasts, list } });
  const reactivation = useActorRef(channelReactivationMachine, { input: { toasts, list } });
  const reactivatingId = useSelector(reactivation, selectReactivatingId);

  const paging = useSelector(list, selectChannelPaging);
  const channels = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const error = useSelector(paging, selectPagingError);
  const listState = useSelector(paging, selectPagingStatus);
  const offersMore = useSelector(paging, selectOffersMore);
  const knownLanguages = useSelector(list, selectKnownLanguages);
  const favouritePendingId = useSelector(list, selectFavouritePendingId);
  const languages = channelLanguageChoices({ languages: knownLanguages, channels, filters });
  const confirming = useSelector(deactivation, selectDeactivationTarget);
  const deactivating = useSelector(deactivation, selectDeactivating);
  const dialogOpen = useSelector(deactivation, selectDeactivationDialogOpen);

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>Browse Channels</h1>
        <Link href="/">Back to recaps</Link>
      </div>

      <div className={styles.toolbar}>
        <div className={`${field} ${styles.toolbarField}`}>
          <label className={label} htmlFor="channel-language">
            Language
          </label>
          <select
            id="channel-language"
            className={select}
            value={filters.language}
            onChange={(event) => change({ language: event.target.value })}
          >
            <option value="">All Languages</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field} ${styles.toolbarField}`}>
          <label className={label} htmlFor="channel-sort">
            Sort by
          </label>
          <select
            id="channel-sort"
            className={select}
            value={filters.sortBy}
            onChange={(event) => change({ sortBy: event.target.value as ChannelSortBy })}
          >
            {CHANNEL_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          aria-label={filters.sortOrder === 'asc' ? 'Sort order: ascending' : 'Sort order: descending'}
          onClick={() => change({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' })}
        >
          {filters.sortOrder === 'asc' ? '↑ Ascending' : '↓ Descending'}
        </button>
        {isAdmin && (
          <label className={styles.toolbarCheck}>
            <input
              type="checkbox"
              checked={filters.deactivated}
              onChange={(event) => change({ deactivated: event.target.checked })}
            />
            Show deactivated channels
          </label>
        )}
      </div>

      {listState === 'loading' && <Loading text="Loading channels..." />}

      {listState === 'failed' && channels.length === 0 && (
        <div className={styles.center} role="alert">
          <h2>Error loading channels</h2>
          <p>{error}</p>
          <button type="button" className={button()} onClick={() => paging.send({ type: 'request.retry' })}>
            Try Again
          </button>
        </div>
      )}

      {listState !== 'loading' && !(listState === 'failed' && channels.length === 0) && (
        <>
          <p className={styles.countLine} aria-live="polite">
            {channelCountText(total)}
          </p>
          {channels.length === 0 ? (
            <div className={styles.center}>
              <p>No channels found</p>
            </div>
          ) : (
            <ChannelGrid
              channels={channels}
              isAdmin={isAdmin}
              favouritePendingId={favouritePendingId}
              onToggleFavourite={(channel) => list.send({ type: 'favourite.toggle', channel })}
              onDeactivate={(channel) => deactivation.send({ type: 'dialog.open', channel: { id: channel.id, name: channel.name } })}
              onReactivate={(channel) => reactivation.send({ type: 'channel.reactivate', channelId: channel.id })}
              reactivatingId={reactivatingId}
            />
          )}
          {listState === 'failed' && (
            <div className={styles.center} role="alert">
              <h2>Error loading channels</h2>
              <p>{error}</p>
              <button type="button" className={button()} onClick={() => paging.send({ type: 'request.retry' })}>
                Try Again
              </button>
            </div>
          )}
          {offersMore && (
            <div className={styles.loadMore}>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={listState === 'loadingMore'}
                onClick={() => paging.send({ type: 'list.loadMore' })}
              >
                {listState === 'loadingMore' ? 'Loading...' : 'Load More Channels'}
              </button>
            </div>
          )}
        </>
      )}

      <DeactivateChannelDialog
        channel={confirming}
        open={dialogOpen}
        busy={deactivating}
        onConfirm={() => deactivation.send({ type: 'dialog.confirm' })}
        onCancel={() => deactivation.send({ type: 'dialog.close' })}
      />
    </section>
  );
}
