import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { adminBadgeMachine, selectPendingSuggestions } from '../../machines/adminBadge';
import { useAppActors } from '../app/hooks';
import * as styles from '../../styles/header.css';

export interface AdminLink {
  href: string;
  label: string;
}

/**
 * An administrator's row of links in the header, with the count of suggestions waiting: its code loads when the session names an administrator, so a
 * visitor's first screen does not carry it.
 */
export function AdminLinks({ navList, link }: { navList: string; link: (item: AdminLink) => ReactNode }) {
  const { session } = useAppActors();
  const badge = useActorRef(adminBadgeMachine, { input: { session } });
  const pendingSuggestions = useSelector(badge, selectPendingSuggestions);
  return (
    <ul className={`${navList} ${styles.adminRow}`} aria-label="Admin">
      {[
        { href: '/admin/suggestions', label: pendingSuggestions > 0 ? `Admin (${pendingSuggestions})` : 'Admin' },
        { href: '/admin/add-channel', label: 'Add Channel' },
        { href: '/admin/thumbnail-matches', label: 'Thumbnail Matches' },
        { href: '/admin/pending-channels', label: 'Pending Channels' },
      ].map(link)}
    </ul>
  );
}
