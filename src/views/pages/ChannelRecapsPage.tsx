import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { channelFeedPath } from '../../domain/feedPaths';
import { parseRecordId } from '../../domain/recordId';
import { useFeedLink } from '../hooks/useFeedLink';
import { channelHeaderMachine, selectChannel, selectChannelNotFound } from '../../machines/channelHeader';
import { NotFoundPage } from '../app/NotFoundPage';
import { PageTitle } from '../app/PageTitle';
import { useAppActors, useSession } from '../app/hooks';
import { ChannelHeader } from '../components/ChannelHeader';
import { FeedButton } from '../components/FeedButton';
import { RecapList } from '../components/RecapList';
import { useRecapList } from '../hooks/useRecapList';
import { page } from '../../styles/recipes.css';

export function ChannelRecapsPage() {
  const params = useParams<{ channelId: string }>();
  const channelId = parseRecordId(params.channelId);
  // An address that cannot name a channel asks the server nothing.
  if (channelId === null) return <NotFoundPage />;
  // A new channel is a new list: remount rather than carry one channel's state into the next.
  return <ChannelRecaps key={channelId} channelId={channelId} />;
}

function ChannelRecaps({ channelId }: { channelId: number }) {
  const { _ } = useLingui();
  const { session, toasts } = useAppActors();
  const { status } = useSession();
  // The session may settle after the page starts: the machine follows it from here on.
  const header = useActorRef(channelHeaderMachine, { input: { session, toasts, channelId, isAuthenticated: status === 'authenticated' } });
  const notFound = useSelector(header, selectChannelNotFound);
  const channel = useSelector(header, selectChannel);
  const [headerSettled, setHeaderSettled] = useState(false);
  const recapList = useRecapList({ channelId });
  const feedTitle = _('channels.feedTitle', { name: channel?.name ?? _('channels.channel') });
  useFeedLink(channelFeedPath(channelId), feedTitle);
  const onHeaderSettled = useCallback(() => setHeaderSettled(true), []);
  if (notFound) return <NotFoundPage />;
  // The header's height is only known once the channel is in (its description wraps to any number of
  // lines): the list waits out of sight until then, so it appears below the header instead of being
  // pushed down by it. It still starts fetching at once.
  return (
    <div className={page}>
      <PageTitle name={channel?.name ?? _('channels.channel')} />
      <ChannelHeader actorRef={header} onSettled={onHeaderSettled} />
      <div hidden={!headerSettled}>
        <FeedButton path={channelFeedPath(channelId)} title={feedTitle} />
        <RecapList recapList={recapList} channelLanguage={channel?.language} />
      </div>
    </div>
  );
}
