import { useLingui } from '@lingui/react';
import { videoIdIn } from '../../domain/videoId';
import * as styles from '../../styles/recaps.css';

/** Under the search box while it names a video (spec section 5): a bare video ID, or the address of a video. */
export function VideoIdHint({ text }: { text: string }) {
  const { _ } = useLingui();
  return videoIdIn(text) === null ? null : <p className={styles.searchHint}>{_('search.videoIdHint')}</p>;
}
