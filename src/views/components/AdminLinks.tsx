import type { ReactNode } from 'react';
import * as styles from '../../styles/header.css';

export interface AdminLink {
  href: string;
  label: string;
}

/**
 * An administrator's row of links in the header: its code loads when the session names an administrator, so a
 * visitor's first screen does not carry it.
 */
export function AdminLinks({ pendingSuggestions, navList, link }: { pendingSuggestions: number; navList: string; link: (item: AdminLink) => ReactNode }) {
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
