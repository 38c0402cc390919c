import { useCallback, useState } from 'react';
import { useParams } from 'wouter';
import { ChannelHeader } from '../components/ChannelHeader';
import { RecapList } from '../components/RecapList';
import { page } from '../../styles/recipes.css';

export function ChannelRecapsPage() {
  const params = useParams<{ channelId: string }>();
  const parsed = Number(params.channelId);
  const channelId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  // A new channel is a new list: remount rather than carry one channel's state into the next.
  return <ChannelRecaps key={channelId ?? 'none'} channelId={channelId} />;
}

function ChannelRecaps({ channelId }: { channelId: number | null }) {
  const [headerSettled, setHeaderSettled] = useState(false);
  const onHeaderSettled = useCallback(() => setHeaderSettled(true), []);
  // The header's height is only known once the channel is in (its description wraps to any number of
  // lines): the list waits out of sight until then, so it appears below the header instead of being
  // pushed down by it. It still starts fetching at once.
  return (
    <div className={page}>
      <ChannelHeader channelId={channelId} onSettled={onHeaderSettled} />
      <div hidden={!headerSettled}>
        <RecapList channelId={channelId} />
      </div>
    </div>
  );
}
