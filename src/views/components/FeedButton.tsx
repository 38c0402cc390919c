import { useLingui } from '@lingui/react';
import { Trans } from './Trans';
import { button, input, visuallyHidden } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';

interface FeedButtonProps {
  /** The feed's path on this site (src/domain/feedPaths.ts). */
  path: string;
  /** What the feed follows, for its field's label: "Tower recaps". */
  title: string;
}

/**
 * A page's Atom feed made visible: a Feed button that opens the feed's full address, ready to copy into a feed
 * reader (the document head announces it too, but no person sees that).
 */
export function FeedButton({ path, title }: FeedButtonProps) {
  const { _ } = useLingui();
  const address = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  return (
    <details className={styles.feed}>
      <summary className={button({ variant: 'secondary', size: 'sm' })}>{_('channels.feed')}</summary>
      <div className={styles.feedPanel}>
        <label className={visuallyHidden} htmlFor="feed-address">
          {_('channels.feedAddress', { title })}
        </label>
        <input
          id="feed-address"
          className={input}
          readOnly
          value={address}
          size={address.length}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className={styles.note}>
          <Trans id="channels.feedNote" components={{ 0: <a href={path} /> }} />
        </p>
      </div>
    </details>
  );
}
