-- Two walks of the shelf read, for each index entry, a column the index did not hold, so each entry cost a read of
-- the table as well. These indexes hold those columns; the walks read the index alone (an index-only scan) and the
-- table only for the rows they keep. Each replaces an index whose walks it answers in the same order.

-- The recap that continues a followed series is picked among the fifty starting soonest after the member's reading
-- place, by first chapter, last chapter, language, channel and id: 2,500 table reads, and as many channel look-ups,
-- for a member following fifty series under migration 190's index, most of the shelf's time at a million recaps.
CREATE INDEX IF NOT EXISTS recaps_series_chapter_start_covering ON recaps (series_id, chapter_start)
  INCLUDE (chapter_end, language, channel_id, id) WHERE series_id IS NOT NULL AND chapter_start IS NOT NULL;
DROP INDEX IF EXISTS recaps_series_chapter_start;

-- What is new in a favourite channel leaves out the recaps of followed series (they are listed with their series),
-- which needs each recap's series: carried here beside the duration the recap list's channel filter reads.
CREATE INDEX IF NOT EXISTS recaps_channel_newest_series ON recaps (channel_id, published_at DESC NULLS LAST, id DESC)
  INCLUDE (duration, series_id);
DROP INDEX IF EXISTS recaps_channel_published_newest;
