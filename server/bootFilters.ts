import { RECAP_SORT_OPTIONS } from '../src/domain/constants.ts';
import { DURATION_FILTERS, durationFilterKey } from '../src/domain/duration.ts';
import { ALL_LANGUAGES, recapFilterLanguages } from '../src/domain/languages.ts';
import { activeFilterCount, DEFAULT_RECAP_FILTERS, HIDE_WATCHED_PARAM, type RecapFilters } from '../src/domain/recapQuery.ts';
import type { Translator } from '../src/domain/translator.ts';
import { escapeHtml } from './bootCards.ts';
import { interfaceI18n } from './pageLanguage.ts';

/*
 * The boot shell's filter panel (index.html): the app's language, sort and length filters as plain controls of
 * the boot shell's GET form, so a filter chosen before the app's code is in asks for the address the app would
 * write, whose page the server writes with that list's first cards. Written from the app's own lists (languages,
 * sort options, lengths), so its fields are the app's, with the app's messages in the page's language; index.html
 * holds it as written for the default filters in English, and the server writes it for the filters of the address
 * and the reader's language (bootShellFor).
 *
 * How each control asks: a select's change submits the form (index.html's script; without scripts, the Apply
 * button does), the order and each length are submit buttons that carry their own value, as the app's buttons
 * toggle them. The choices in force that no select holds (the order, the length, a member's hidden watched
 * recaps) follow as hidden fields, after the buttons: a pressed button's value comes first in the address, and
 * the first is the one read. The same script keeps only that first value of each name and leaves out a value
 * that is the default (data-default) or empty, so the address is the one the app writes.
 */

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

function select(id: string, name: string, label: string, fallback: string, options: string[]): string {
  return `<div class="boot-field"><label for="${id}">${escapeHtml(label)}</label>`
    + `<select id="${id}" name="${name}" data-default="${escapeHtml(fallback)}">${options.join('')}</select></div>`;
}

/**
 * The panel's HTML for `filters` (a visitor's: hiding watched recaps is a member's choice, which comes with the app),
 * in the page's language (`words`, English unless told).
 */
export function bootFiltersHtml(filters: RecapFilters, words: Translator = interfaceI18n('en')): string {
  const count = activeFilterCount(filters, true);
  const languages = [
    option(ALL_LANGUAGES, words._('filters.allLanguages'), filters.language === ALL_LANGUAGES),
    ...recapFilterLanguages(words).map((language) => option(language.code, language.label, filters.language === language.code)),
  ];
  const sorts = RECAP_SORT_OPTIONS.map((sort) => option(sort.value, words._(sort.message), filters.sortBy === sort.value));
  const ascending = filters.sortOrder === 'asc';
  const activeDuration = durationFilterKey(filters.minDuration, filters.maxDuration);
  // The active length's button takes the length off: its value is empty, which the address leaves out.
  const durations = DURATION_FILTERS.map((duration) => {
    const active = duration.key === activeDuration;
    return `<button class="boot-button boot-small${active ? ' boot-active' : ''}" name="duration" value="${active ? '' : duration.key}" aria-pressed="${active}">${escapeHtml(words._(duration.message))}</button>`;
  });
  const inForce = [
    ...(filters.sortOrder !== DEFAULT_RECAP_FILTERS.sortOrder ? [['sortOrder', filters.sortOrder]] : []),
    ...(activeDuration !== undefined ? [['duration', activeDuration]] : []),
    ...(filters.hideWatched ? [[HIDE_WATCHED_PARAM, 'true']] : []),
  ];
  const title = escapeHtml(words._('filters.title'));
  return '<details class="boot-fold">'
    + `<summary class="boot-button boot-toggle">${count > 0 ? escapeHtml(words._('filters.toggleActive', { count })) : title}</summary>`
    + `<div class="boot-filters" role="group" aria-label="${title}">`
    + select('boot-language', 'language', words._('filters.language'), DEFAULT_RECAP_FILTERS.language, languages)
    + select('boot-sort', 'sortBy', words._('filters.sortBy'), DEFAULT_RECAP_FILTERS.sortBy, sorts)
    + `<button class="boot-button" name="sortOrder" value="${ascending ? 'desc' : 'asc'}" data-default="${DEFAULT_RECAP_FILTERS.sortOrder}" `
    + `aria-label="${escapeHtml(words._(ascending ? 'filters.sortAscendingLabel' : 'filters.sortDescendingLabel'))}">`
    + `${escapeHtml(words._(ascending ? 'filters.ascending' : 'filters.descending'))}</button>`
    + `<div class="boot-lengths" role="group" aria-label="${escapeHtml(words._('filters.duration'))}">${durations.join('')}</div>`
    + `<noscript><button class="boot-button">${escapeHtml(words._('boot.apply'))}</button></noscript>`
    + inForce.map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('')
    + '</div></details>';
}
