import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ChannelSortBy } from '../../api/types';
import { CHANNEL_SORT_OPTIONS } from '../../domain/constants';
import { languageLabel } from '../../domain/languages';
import { channelDeactivationMachine } from '../../machines/channelDeactivation';
import {
  channelLanguageChoices,
  channelListMachine,
  selectChannelFilters,
  selectChannelPaging,
  selectFavouritePendingId,
  selectKnownLanguages,
} from '../../machines/channelList';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { useAppActors } from '../app/hooks';
import { AfterSessionSettles, ChannelGrid, Loading } from '../components/ChannelGrid';
import { DeactivateChannelDialog } from '../components/DeactivateChannelDialog';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { RetryAlert } from '../components/RetryAlert';
import { SelectField } from '../components/SelectField';
import { SortOptions } from '../components/SortOptions';
import { SortOrderButton } from '../components/SortOrderButton';
import { page, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

export function ChannelsPage() {
  // The list asks for favourite flags of whoever is logged in, so it waits until the session knows.
  return (
    <AfterSessionSettles
      title="Browse Channels"
      loadingText="Loading channels..."
      render={(isAuthenticated) => <ChannelsView isAuthenticated={isAuthenticated} />}
    />
  );
}

function channelCountText(total: number): string {
  return `${total} ${total === 1 ? 'channel' : 'channels'}`;
}

function ChannelsView({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { session, toasts } = useAppActors();
  // The list follows the session itself; the deactivation dialog tells the list which channel left.
  const list = useActorRef(channelListMachine, { input: { session, toasts, isAuthenticated } });
  const deactivation = useActorRef(channelDeactivationMachine, { input: { toasts, list } });

  const paging = useSelector(list, selectChannelPaging);
  const channels = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const error = useSelector(paging, selectPagingError);
  const listState = useSelector(paging, selectPagingStatus);
  const offersMore = useSelector(paging, selectOffersMore);
  const filters = useSelector(list, selectChannelFilters);
  const knownLanguages = useSelector(list, selectKnownLanguages);
  const favouritePendingId = useSelector(list, selectFavouritePendingId);
  const languages = channelLanguageChoices({ languages: knownLanguages, channels, filters });
  const retry = <RetryAlert heading="Error loading channels" error={error} onRetry={() => paging.send({ type: 'request.retry' })} />;

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>Browse Channels</h1>
        <Link href="/">Back to recaps</Link>
      </div>

      <div className={styles.toolbar}>
        <SelectField
          id="channel-language"
          label="Language"
          fieldClassName={styles.toolbarField}
          value={filters.language}
          onChange={(event) => list.send({ type: 'filters.change', filters: { language: event.target.value } })}
        >
          <option value="">All Languages</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageLabel(code)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="channel-sort"
          label="Sort by"
          fieldClassName={styles.toolbarField}
          value={filters.sortBy}
          onChange={(event) => list.send({ type: 'filters.change', filters: { sortBy: event.target.value as ChannelSortBy } })}
        >
          <SortOptions options={CHANNEL_SORT_OPTIONS} />
        </SelectField>
        <SortOrderButton order={filters.sortOrder} onToggle={() => list.send({ type: 'sortOrder.toggle' })} />
      </div>

      {listState === 'loading' && <Loading text="Loading channels..." />}

      {listState === 'failed' && channels.length === 0 && retry}

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
              favouritePendingId={favouritePendingId}
              onToggleFavourite={(channel) => list.send({ type: 'favourite.toggle', channel })}
              deactivation={deactivation}
            />
          )}
          {listState === 'failed' && retry}
          {offersMore && (
            <LoadMoreButton loading={listState === 'loadingMore'} label="Load More Channels" onLoadMore={() => paging.send({ type: 'list.loadMore' })} />
          )}
        </>
      )}

      <DeactivateChannelDialog deactivation={deactivation} />
    </section>
  );
}
