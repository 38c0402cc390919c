import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ChannelSortBy } from '../../api/types';
import { CHANNEL_SORT_OPTIONS, changeChannelFilters, type ChannelFilters } from '../../domain/channelFilters';
import { channelListAddress } from '../../domain/channelListAddress';
import { channelDeactivationMachine } from '../../machines/channelDeactivation';
import {
  channelLanguageChoices,
  channelListMachine,
  selectChannelPaging,
  selectFavouritePendingId,
  selectKnownLanguages,
  selectWaitingForSession,
} from '../../machines/channelList';
import { channelReactivationMachine, selectReactivatingId } from '../../machines/channelReactivation';
import { knownAuthentication } from '../../machines/shared/sessionReadings';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { useAppActors, useSession } from '../app/hooks';
import { useListAddress } from '../hooks/useListAddress';
import { useOnAddressChange } from '../hooks/useOnAddressChange';
import { ChannelGrid, Loading, SessionLoadingPage } from '../components/ChannelGrid';
import { DeactivateChannelDialog } from '../components/DeactivateChannelDialog';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { LanguageFilter } from '../components/LanguageFilter';
import { RetryAlert } from '../components/RetryAlert';
import { SelectField } from '../components/SelectField';
import { SlowAnswer } from '../components/SlowAnswer';
import { SortOptions } from '../components/SortOptions';
import { SortOrderButton } from '../components/SortOrderButton';
import { page, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { useMessageText } from '../hooks/useMessage';

const filtersKey = (filters: ChannelFilters) => JSON.stringify([filters.language, filters.sortBy, filters.sortOrder, filters.deactivated]);

export function ChannelsPage() {
  const { _ } = useLingui();
  const { isAdmin, status } = useSession();
  const { session, toasts } = useAppActors();
  // The address holds the filters and sort; the list starts from them and follows each new address.
  const { filters, setFilters } = useListAddress(channelListAddress);
  const change = (changes: Partial<ChannelFilters>) => setFilters(changeChannelFilters(filters, changes));
  // The list follows the session itself (it asks for favourite flags of whoever is logged in, so it waits until the
  // session knows); the deactivation dialog tells the list which channel left.
  const list = useActorRef(channelListMachine, { input: { session, toasts, isAuthenticated: knownAuthentication(status), filters } });
  useOnAddressChange(filters, filtersKey, (next) => list.send({ type: 'filters.change', filters: next }));
  const deactivation = useActorRef(channelDeactivationMachine, { input: { toasts, list } });
  const reactivation = useActorRef(channelReactivationMachine, { input: { toasts, list } });
  const reactivatingId = useSelector(reactivation, selectReactivatingId);

  const paging = useSelector(list, selectChannelPaging);
  const channels = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const error = useSelector(paging, selectPagingError);
  const say = useMessageText();
  const listState = useSelector(paging, selectPagingStatus);
  const slow = useSelector(paging, selectSlow);
  const offersMore = useSelector(paging, selectOffersMore);
  const knownLanguages = useSelector(list, selectKnownLanguages);
  const favouritePendingId = useSelector(list, selectFavouritePendingId);
  const waitingForSession = useSelector(list, selectWaitingForSession);
  if (waitingForSession) return <SessionLoadingPage title={_('channels.title')} loadingText={_('channels.loading')} />;
  const languages = channelLanguageChoices({ languages: knownLanguages, channels, filters });
  const retry = <RetryAlert heading={_('channels.loadFailed')} error={error === null ? null : say(error)} onRetry={() => paging.send({ type: 'request.retry' })} />;

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>{_('channels.title')}</h1>
        <Link href="/">{_('channels.backToRecaps')}</Link>
      </div>

      <div className={styles.toolbar}>
        <LanguageFilter
          id="channel-language"
          fieldClassName={styles.toolbarField}
          value={filters.language}
          codes={languages}
          onChange={(language) => change({ language })}
        />
        <SelectField
          id="channel-sort"
          label={_('channels.sortBy')}
          fieldClassName={styles.toolbarField}
          value={filters.sortBy}
          onChange={(event) => change({ sortBy: event.target.value as ChannelSortBy })}
        >
          <SortOptions options={CHANNEL_SORT_OPTIONS.map((option) => ({ value: option.value, label: _(option.message) }))} />
        </SelectField>
        <SortOrderButton order={filters.sortOrder} onToggle={() => change({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' })} />
        {isAdmin && (
          <label className={styles.toolbarCheck}>
            <input
              type="checkbox"
              checked={filters.deactivated}
              onChange={(event) => change({ deactivated: event.target.checked })}
            />
            {_('channels.showDeactivated')}
          </label>
        )}
      </div>

      {listState === 'loading' && (slow ? <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} /> : <Loading text={_('channels.loading')} />)}

      {listState === 'failed' && channels.length === 0 && retry}

      {listState !== 'loading' && !(listState === 'failed' && channels.length === 0) && (
        <>
          <p className={styles.countLine} aria-live="polite">
            {_('channels.count', { n: total })}
          </p>
          {channels.length === 0 ? (
            <div className={styles.center}>
              <p>{_('channels.none')}</p>
            </div>
          ) : (
            <ChannelGrid
              channels={channels}
              favouritePendingId={favouritePendingId}
              onToggleFavourite={(channel) => list.send({ type: 'favourite.toggle', channel })}
              deactivation={deactivation}
              onReactivate={(channel) => reactivation.send({ type: 'channel.reactivate', channelId: channel.id })}
              reactivatingId={reactivatingId}
            />
          )}
          {listState === 'failed' && retry}
          {offersMore && (
            <LoadMoreButton loading={listState === 'loadingMore'} label={_('channels.loadMore')} onLoadMore={() => paging.send({ type: 'list.loadMore' })} />
          )}
        </>
      )}

      <DeactivateChannelDialog deactivation={deactivation} />
    </section>
  );
}
