import type { Id, SeriesChannel, SeriesCoverage, SeriesDetail } from '../api/types';
import type { Message } from './errorMessages';
import { languageLabelIn } from './languages';
import type { Translator } from './translator';

/** How the coverage map groups its bars: one lane per channel, or one per language. */
export type CoverageLanes = 'channel' | 'language';

export interface CoverageBar {
  recapId: Id;
  start: number;
  end: number;
}

interface CoverageLane {
  key: string;
  label: string;
  bars: CoverageBar[];
  /** Recaps of this lane whose chapters are unknown: counted, never drawn as chapter 0. */
  unknown: number;
}

export interface CoverageMap {
  /** The last chapter of the axis (the axis starts at chapter 1). */
  lastChapter: number;
  lanes: CoverageLane[];
  /** Chapters no recap of any lane covers, as ranges. */
  gaps: { start: number; end: number }[];
  unknown: number;
}

function bar(entry: SeriesCoverage): CoverageBar {
  return { recapId: entry.recap_id, start: entry.start, end: entry.end };
}

/** The ranges of 1..last that no bar covers. */
export function chapterGaps(bars: readonly CoverageBar[], last: number): { start: number; end: number }[] {
  const sorted = [...bars].sort((a, b) => a.start - b.start);
  const gaps: { start: number; end: number }[] = [];
  let next = 1;
  for (const { start, end } of sorted) {
    if (start > next) gaps.push({ start: next, end: start - 1 });
    next = Math.max(next, end + 1);
  }
  if (next <= last) gaps.push({ start: next, end: last });
  return gaps;
}

type CoverageSource = Pick<SeriesDetail, 'coverage' | 'channels' | 'recap_count' | 'max_chapter'> & Partial<Pick<SeriesDetail, 'total_chapters'>>;

/**
 * The coverage map of a series page: lanes by channel (every channel, even one with no known range) or by language.
 * The axis ends at the series' last chapter when it is known, so the chapters no recap has reached yet show as a gap;
 * a recap that claims chapters past it still fits on the axis. Languages are named in `words`' language (English without).
 */
export function coverageMap(series: CoverageSource, lanes: CoverageLanes, words?: Translator): CoverageMap {
  const lastChapter = Math.max(series.total_chapters ?? series.max_chapter ?? 0, ...series.coverage.map((entry) => entry.end), 1);
  // The unknown ranges are counted from the channels' figures: the coverage lists only the recaps a bar needs.
  const unknownOf = (channels: readonly SeriesChannel[]) => channels.reduce((sum, channel) => sum + channel.recap_count - channel.ranged_count, 0);
  const grouped =
    lanes === 'channel'
      ? series.channels.map((channel) => ({
          key: String(channel.id),
          label: channel.name,
          bars: series.coverage.filter((entry) => entry.channel_id === channel.id).map(bar),
          unknown: unknownOf([channel]),
        }))
      : [...new Set(series.channels.map((channel) => channel.language))].map((language) => ({
          key: language,
          label: languageLabelIn(language, words),
          bars: series.coverage.filter((entry) => entry.language === language).map(bar),
          unknown: unknownOf(series.channels.filter((channel) => channel.language === language)),
        }));
  return {
    lastChapter,
    lanes: grouped,
    gaps: series.coverage.length === 0 ? [] : chapterGaps(series.coverage.map(bar), lastChapter),
    unknown: Math.max(0, series.recap_count - series.channels.reduce((sum, channel) => sum + channel.ranged_count, 0)),
  };
}

/** "2 recaps with unknown chapters", as a message of the catalogue (a plural in each language). */
export function unknownChaptersMessage(count: number): Message {
  return { id: /*i18n*/ 'series.coverage.unknown', values: { n: count } };
}

/** "Chapter 7" or "Chapters 7–9", as a message of the catalogue. */
export function chapterRangeMessage(start: number, end: number): Message {
  return start === end ? { id: /*i18n*/ 'series.coverage.chapter', values: { chapter: start } } : { id: /*i18n*/ 'series.coverage.chapters', values: { start, end } };
}

/**
 * The recap to continue from after reading up to `progress`: one covering chapter progress + 1, in the
 * preferred language when one does, else in any. Among those, the one starting nearest that chapter, so the
 * reader skips the least; then the shorter one. When no recap covers that chapter (a gap in the coverage), the
 * same choice at the next chapter some recap covers: the reader skips the gap rather than being told to wait.
 */
export function continueRecap(coverage: readonly SeriesCoverage[], progress: number, language: string | null): SeriesCoverage | null {
  const chapter = continueFrom(coverage, progress);
  if (chapter === null) return null;
  const covering = coverage.filter((entry) => entry.start <= chapter && entry.end >= chapter);
  const preferred = language ? covering.filter((entry) => sameLanguage(entry.language, language)) : [];
  const candidates = preferred.length > 0 ? preferred : covering;
  const [best] = [...candidates].sort((a, b) => b.start - a.start || a.end - b.end || a.recap_id - b.recap_id);
  return best ?? null;
}

/** The chapter to continue from after `progress`: the next one, or past a gap the first a recap covers; null when none is. */
export function continueFrom(coverage: readonly SeriesCoverage[], progress: number): number | null {
  const next = progress + 1;
  if (coverage.some((entry) => entry.start <= next && entry.end >= next)) return next;
  const later = coverage.filter((entry) => entry.start > next).map((entry) => entry.start);
  return later.length > 0 ? Math.min(...later) : null;
}

/** "en" matches "en-GB": a browser names a region the catalogue does not. */
function sameLanguage(recapLanguage: string, preferred: string): boolean {
  return recapLanguage.split('-')[0]!.toLowerCase() === preferred.split('-')[0]!.toLowerCase();
}
