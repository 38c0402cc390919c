import { RECAP_SORT_OPTIONS } from '../src/domain/constants.ts';
import { DURATION_FILTERS, durationFilterKey } from '../src/domain/duration.ts';
import { ALL_LANGUAGES, RECAP_FILTER_LANGUAGES } from '../src/domain/languages.ts';
import { activeFilterCount, DEFAULT_RECAP_FILTERS, HIDE_WATCHED_PARAM, type RecapFilters } from '../src/domain/recapQuery.ts';
import { escapeHtml } from './bootCards.ts';

/*
 * The boot shell's filter panel (index.html): the app's language, sort and length filters as plain controls of
 * the boot shell's GET form, so a filter chosen before the app's code is in asks for the address the app would
 * write, whose page the server writes with that list's first cards. Written from the app's own lists (languages,
 * sort options, lengths), so its fields are the app's; index.html holds it as written for the default filters,
 * and the server writes it for the filters of the address (bootShellFor).
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
  return `<div class="boot-field"><label for="${id}">${label}</label>`
    + `<select id="${id}" name="${name}" data-default="${escapeHtml(fallback)}">${options.join('')}</select></div>`;
}

/** The panel's HTML for `filters` (a visitor's: hiding watched recaps is a member's choice, which comes with the app). */
export function bootFiltersHtml(filters: RecapFilters): string {
  const count = activeFilterCount(filters, true);
  const languages = [
    option(ALL_LANGUAGES, 'All languages', filters.language === ALL_LANGUAGES),
    ...RECAP_FILTER_LANGUAGES.map((language) => option(language.code, language.label, filters.language === language.code)),
  ];
  const sorts = RECAP_SORT_OPTIONS.map((sort) => option(sort.value, sort.label, filters.sortBy === sort.value));
  const ascending = filters.sortOrder === 'asc';
  const activeDuration = durationFilterKey(filters.minDuration, filters.maxDuration);
  // The active length's button takes the length off: its value is empty, which the address leaves out.
  const durations = DURATION_FILTERS.map((duration) => {
    const active = duration.key === activeDuration;
    return `<button class="boot-button boot-small${active ? ' boot-active' : ''}" name="duration" value="${active ? '' : duration.key}" aria-pressed="${active}">${duration.label}</button>`;
  });
  const inForce = [
    ...(filters.sortOrder !== DEFAULT_RECAP_FILTERS.sortOrder ? [['sortOrder', filters.sortOrder]] : []),
    ...(activeDuration !== undefined ? [['duration', activeDuration]] : []),
    ...(filters.hideWatched ? [[HIDE_WATCHED_PARAM, 'true']] : []),
  ];
  return '<details class="boot-fold">'
    + `<summary class="boot-button boot-toggle">${count > 0 ? `Filters (${count})` : 'Filters'}</summary>`
    + '<div class="boot-filters" role="group" aria-label="Filters">'
    + select('boot-language', 'language', 'Language', DEFAULT_RECAP_FILTERS.language, languages)
    + select('boot-sort', 'sortBy', 'Sort by', DEFAULT_RECAP_FILTERS.sortBy, sorts)
    + `<button class="boot-button" name="sortOrder" value="${ascending ? 'desc' : 'asc'}" data-default="${DEFAULT_RECAP_FILTERS.sortOrder}" aria-label="Sort order: ${ascending ? 'ascending' : 'descending'}">${ascending ? '↑ Ascending' : '↓ Descending'}</button>`
    + `<div class="boot-lengths" role="group" aria-label="Duration">${durations.join('')}</div>`
    + '<noscript><button class="boot-button">Apply</button></noscript>'
    + inForce.map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('')
    + '</div></details>';
}
