import type { ActorRefFrom } from 'xstate';
import type { Channel, Id } from '../../api/types';
import type { channelDeactivationMachine } from '../../machines/channelDeactivation';
import { page, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { useSession } from '../app/hooks';
import { ChannelCard } from './ChannelCard';
import { SlowAnswer } from './SlowAnswer';

interface ChannelGridProps {
  channels: Channel[];
  favouritePendingId: Id | null;
  onToggleFavourite: (channel: Channel) => void;
  /** An administrator's Deactivate opens this actor's dialog. */
  deactivation: ActorRefFrom<typeof channelDeactivationMachine>;
  onReactivate?: (channel: Channel) => void;
  reactivatingId?: Id | null;
}

export function ChannelGrid({ channels, favouritePendingId, onToggleFavourite, deactivation, onReactivate, reactivatingId = null }: ChannelGridProps) {
  const { isAdmin } = useSession();
  const onDeactivate = (channel: Channel) => deactivation.send({ type: 'dialog.open', channel: { id: channel.id, name: channel.name } });
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

/** A page whose machine waits for the session (favourite flags, a member's favourites): its title and a loading line. */
export function SessionLoadingPage({ title, loadingText }: { title: string; loadingText: string }) {
  const { slow, send } = useSession();
  return (
    <section className={page}>
      <h1 className={pageTitle}>{title}</h1>
      {slow ? <SlowAnswer onRetry={() => send({ type: 'request.retry' })} /> : <Loading text={loadingText} />}
    </section>
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
