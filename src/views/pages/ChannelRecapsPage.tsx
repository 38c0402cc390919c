import { useParams } from 'wouter';
import { ChannelHeader } from '../components/ChannelHeader';
import { RecapList } from '../components/RecapList';
import { page } from '../../styles/recipes.css';

export function ChannelRecapsPage() {
  const params = useParams<{ channelId: string }>();
  const parsed = Number(params.channelId);
  const channelId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  // A new channel is a new list: remount rather than carry one channel's state into the next.
  return (
    <div className={page} key={channelId ?? 'none'}>
      <ChannelHeader channelId={channelId} />
      <RecapList channelId={channelId} />
    </div>
  );
}
