-- A tracker's entry is one series: two live series cannot hold the same AniList, MyAnimeList, MangaDex or
-- MangaUpdates id (decision 0121). A merged series is only a redirect, so its ids hold nothing back.
--
-- Before the indexes, ids held twice stay with the oldest series and are cleared from the others: the edits
-- allowed it until now, and an index that cannot be built would stop the server from starting.
UPDATE series s SET links = jsonb_set(s.links, '{anilist}', 'null')
 WHERE s.merged_into IS NULL AND s.links->>'anilist' IS NOT NULL
   AND EXISTS (SELECT 1 FROM series o WHERE o.merged_into IS NULL AND o.links->>'anilist' = s.links->>'anilist' AND o.id < s.id);
UPDATE series s SET links = jsonb_set(s.links, '{myanimelist}', 'null')
 WHERE s.merged_into IS NULL AND s.links->>'myanimelist' IS NOT NULL
   AND EXISTS (SELECT 1 FROM series o WHERE o.merged_into IS NULL AND o.links->>'myanimelist' = s.links->>'myanimelist' AND o.id < s.id);
UPDATE series s SET links = jsonb_set(s.links, '{mangadex}', 'null')
 WHERE s.merged_into IS NULL AND s.links->>'mangadex' IS NOT NULL
   AND EXISTS (SELECT 1 FROM series o WHERE o.merged_into IS NULL AND o.links->>'mangadex' = s.links->>'mangadex' AND o.id < s.id);
UPDATE series s SET links = jsonb_set(s.links, '{mangaupdates}', 'null')
 WHERE s.merged_into IS NULL AND s.links->>'mangaupdates' IS NOT NULL
   AND EXISTS (SELECT 1 FROM series o WHERE o.merged_into IS NULL AND o.links->>'mangaupdates' = s.links->>'mangaupdates' AND o.id < s.id);

-- The names are the ones server/db/queries/seriesEdit.ts reads a refusal from when two edits race.
CREATE UNIQUE INDEX IF NOT EXISTS series_anilist_id ON series ((links->>'anilist'))
  WHERE merged_into IS NULL AND links->>'anilist' IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS series_myanimelist_id ON series ((links->>'myanimelist'))
  WHERE merged_into IS NULL AND links->>'myanimelist' IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS series_mangadex_id ON series ((links->>'mangadex'))
  WHERE merged_into IS NULL AND links->>'mangadex' IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS series_mangaupdates_id ON series ((links->>'mangaupdates'))
  WHERE merged_into IS NULL AND links->>'mangaupdates' IS NOT NULL;
