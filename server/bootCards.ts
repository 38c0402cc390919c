import { recapCardFace, type RecapCardRecap } from '../src/domain/recapCardFace.ts';
import type { Translator } from '../src/domain/translator.ts';
import { interfaceI18n } from './pageLanguage.ts';

/**
 * The first recap cards written into the single page, so a slow phone shows them with the page itself instead
 * of after the app's code (docs/performance.md, "Slow phone"). They render the description the app's cards
 * render (src/domain/recapCardFace.ts), in the page's language, with index.html's boot styles; the app puts its own
 * cards in their place.
 */

/** Enough cards for the first screen of a wide window (two rows of four); the app brings the rest. */
export const BOOT_CARD_COUNT = 8;

export type BootCardRecap = RecapCardRecap;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function bootCard(recap: BootCardRecap, index: number, now: Date, words: Translator): string {
  const face = recapCardFace(recap, now, words);
  // The first picture before anything else; the others lazily, and of those only the first row's before the app
  // (index.html leaves the rest undisplayed, so a phone on a slow line does not share it with them).
  const fetching = index === 0 ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  // Dimmed as the app dims a recap that cannot be opened.
  const unavailable = face.openable ? '' : ' boot-unavailable';
  return `<li class="boot-card boot-recap${unavailable}"><div class="boot-media">`
    + `<img src="${escapeHtml(face.picture)}" alt="" width="320" height="180" ${fetching} decoding="async">`
    + `<span class="boot-duration">${escapeHtml(face.duration)}</span>`
    + (face.status ? `<span class="boot-status">${escapeHtml(face.status)}</span>` : '')
    + `</div><div class="boot-body"><h3 class="boot-card-title">${escapeHtml(face.title)}</h3>`
    + (face.series ? `<p class="boot-series">${escapeHtml(face.series)}</p>` : '')
    + `<p class="boot-meta">${face.facts.map((fact) => `<span>${escapeHtml(fact.text)}</span>`).join('')}</p></div>`
    + `<p class="boot-channel">${escapeHtml(face.channel)}</p></li>`;
}

/** The cards' list items, in the list's order, in the page's language (`words`, English unless told). */
export function bootCardsHtml(recaps: BootCardRecap[], now = new Date(), words: Translator = interfaceI18n('en')): string {
  return recaps.slice(0, BOOT_CARD_COUNT).map((recap, index) => bootCard(recap, index, now, words)).join('');
}
