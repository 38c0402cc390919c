import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { SeriesCoverChoices } from '../../../api/types';
import { coverPictures } from '../../../machines/editSeries';
import * as styles from '../../../styles/coverPicker.css';
import { hint } from '../../../styles/admin.css';

/** The default choice's name in English (the page says it in the reader's language): it sets no cover of the admin's, so the series shows what its recaps give. */
export const DEFAULT_COVER_CHOICE = "Default (the most-covering recap's picture)";

/** A tile's picture, or a box saying there is none; decorative, the tile's caption names it. */
function Picture({ src }: { src: string | null }) {
  const { _ } = useLingui();
  const [failed, setFailed] = useState(false);
  if (src === null || failed) {
    return (
      <span className={styles.noPicture} aria-hidden="true">
        {_('admin.editSeries.noPicture')}
      </span>
    );
  }
  return <img className={styles.picture} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

interface CoverPickerProps {
  choices: SeriesCoverChoices;
  /** The chosen picture; null is the default. */
  chosen: string | null;
  disabled: boolean;
  onChoose: (url: string | null) => void;
}

/**
 * The series' cover as radio tiles: the default first, then its recaps' pictures, each named by the title of
 * the recap it is from. Native radios of one group: Tab reaches the chosen one, the arrows choose another.
 */
export function CoverPicker({ choices, chosen, disabled, onChoose }: CoverPickerProps) {
  const { _ } = useLingui();
  const pictures = coverPictures(choices);
  // The cover chosen before and no longer among the choices is named by what it is, not by a recap's title.
  const titleOf = (picture: { url: string; title: string }) =>
    picture.url === choices.chosen_url && !choices.pictures.some((other) => other.url === picture.url) ? _('admin.editSeries.currentCover') : picture.title;
  const tile = (url: string | null, name: string, shown: string | null) => (
    <label key={url ?? ''} className={styles.choice}>
      <Picture src={shown} />
      <span className={styles.caption}>
        <input type="radio" name="edit-series-cover" className={styles.radio} checked={chosen === url} onChange={() => onChoose(url)} />
        <span className={styles.captionText}>{name}</span>
      </span>
    </label>
  );
  return (
    <fieldset className={styles.choices} disabled={disabled} aria-describedby="edit-series-cover-hint">
      <legend className={styles.legend}>{_('admin.editSeries.cover')}</legend>
      <p id="edit-series-cover-hint" className={`${hint} ${styles.fullRow}`}>
        {pictures.length === 0 ? _('admin.editSeries.noCoverPictures') : _('admin.editSeries.coverHint')}
      </p>
      {tile(null, _('admin.editSeries.defaultCover'), choices.default_url)}
      {pictures.map((picture) => tile(picture.url, titleOf(picture), picture.url))}
    </fieldset>
  );
}
