import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const { session } = useAppActors();
  const badge = useActorRef(adminBadgeMachine, { input: { session } });
  const pendingSuggestions = useSelector(badge, selectPendingSuggestions);
  return (
    <ul className={`${navList} ${styles.adminRow}`} aria-label={_('admin.links.row')}>
      {[
        { href: '/admin/suggestions', label: pendingSuggestions > 0 ? _('admin.links.adminWaiting', { n: pendingSuggestions }) : _('admin.links.admin') },
        { href: '/admin/add-channel', label: _('admin.links.addChannel') },
        { href: '/admin/thumbnail-matches', label: _('admin.links.thumbnailMatches') },
        { href: '/admin/pending-channels', label: _('admin.links.pendingChannels') },
      ].map(link)}
    </ul>
  );
}
