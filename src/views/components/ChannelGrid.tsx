import type { Channel, Id } from '../../api/types';
import * as styles from '../../styles/channels.css';
import { ChannelCard } from './ChannelCard';

interface ChannelGridProps {
  channels: Channel[];
  isAdmin: boolean;
  favouritePendingId: Id | null;
  onToggleFavourite: (channel: Channel) => void;
  onDeactivate: (channel: Channel) => void;
}

export function ChannelGrid({ channels, isAdmin, favouritePendingId, onToggleFavourite, onDeactivate }: ChannelGridProps) {
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
