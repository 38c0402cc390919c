import { XMLBuilder } from 'fast-xml-parser';
import type { AccountExport, ShelfStatus } from '../../src/api/types.ts';

/** MyAnimeList's words for AniList's five list statuses, the ones the shelf keeps. */
const MAL_STATUS: Record<ShelfStatus, string> = {
  watching: 'Reading',
  planning: 'Plan to Read',
  completed: 'Completed',
  paused: 'On-Hold',
  dropped: 'Dropped',
};

/** The myinfo total each status counts in. */
const MAL_TOTAL: Record<ShelfStatus, string> = {
  watching: 'user_total_reading',
  planning: 'user_total_plantoread',
  completed: 'user_total_completed',
  paused: 'user_total_onhold',
  dropped: 'user_total_dropped',
};

// Characters XML 1.0 cannot hold even escaped (controls other than tab, newline and return, lone surrogates):
// dropped, so a stray one in a series name never makes the whole list unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/** A MyAnimeList manga id as the tracker field holds it (digits), else 0: MAL then matches by title. */
function malId(trackerId: string | null): number {
  return trackerId !== null && /^[1-9][0-9]{0,9}$/.test(trackerId) ? Number(trackerId) : 0;
}

// The builder escapes &, <, >, ' and " in every text (processEntities), so a title cannot break out of its element.
const builder = new XMLBuilder({ format: true, indentBy: '  ', processEntities: true, suppressEmptyNode: false });

/**
 * The member's followed series as MyAnimeList writes a manga list export (Profile → Export → Manga List), so
 * MAL's own import (and any tool that reads that format) takes it: one <manga> per series with the MAL id when
 * the series has one, the title, the chapters read (whole chapters: MAL counts no half) and the status.
 * Fields this product does not keep are written as MAL writes them empty.
 */
export function malListXml(username: string, follows: AccountExport['follows']): string {
  const totals = Object.fromEntries(Object.values(MAL_TOTAL).map((name) => [name, 0]));
  for (const follow of follows) totals[MAL_TOTAL[follow.status]]! += 1;
  const document = {
    myanimelist: {
      myinfo: {
        user_id: 0,
        user_name: xmlText(username),
        user_export_type: 2,
        user_total_manga: follows.length,
        ...totals,
      },
      manga: follows.map((follow) => ({
        manga_mangadb_id: malId(follow.trackers.myanimelist),
        manga_title: xmlText(follow.series_name),
        manga_volumes: 0,
        manga_chapters: 0,
        my_id: 0,
        my_read_volumes: 0,
        my_read_chapters: Math.floor(follow.chapters_read ?? 0),
        my_start_date: '0000-00-00',
        my_finish_date: '0000-00-00',
        my_scanalation_group: '',
        my_score: 0,
        my_storage: '',
        my_retail_volumes: 0,
        my_status: MAL_STATUS[follow.status],
        my_comments: '',
        my_times_read: 0,
        my_tags: '',
        my_priority: 'Low',
        my_reread_value: '',
        my_rereading: 'NO',
        my_discuss: 'YES',
        my_sns: 'default',
        update_on_import: 1,
      })),
    },
  };
  return `<?xml version="1.0" encoding="UTF-8" ?>\n${builder.build(document) as string}`;
}
