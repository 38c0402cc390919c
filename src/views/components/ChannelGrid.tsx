import type { Channel, Id } from '../../api/types';
import * as styles from '../../styles/channels.css';
import { ChannelCard } from './ChannelCard';

interface ChannelGridProps {
  channels: Channel[];
  isAdmin: boolean;
  favouritePendingId: Id | null;
  onToggleFavourite: (channel: Channel) => void;
  onDeactivate: (channel: Channel) => void;
  onReactivate?: (channel: Channel) => void;
  reactivatingId?: Id | null;
}

export function ChannelGrid({ channels, isAdmin, favouritePendingId, onToggleFavourite, onDeactivate, onReactivate, reactivatingId = null }: ChannelGridProps) {
  return (
    <ul className={styles.grid}>
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelCard
            channel={channel}
            isAdmin={isAdmin}
            // One favourite change at a time: the others wait until it is answered.
            favouriteBusy={favouritePendingId !== null}
            onToggleFavourite={onToggleFavourite}
            onDeactivate={onDeactivate}
            onReactivate={onReactivate}
            reactivateBusy={reactivatingId !== null}
          />
        </li>
      ))}
    </ul>
  );
}

/** The waiting state of the channel and watchlist screens. */
export function Loading({ text }: { text: string }) {
  return (
    <div className={styles.center} role="status">
      <div className={styles.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
