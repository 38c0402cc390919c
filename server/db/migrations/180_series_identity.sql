-- A series' identity beyond its name: what an admin says of it (cover, synopsis, status, genres, other titles,
-- the chapter count, its ids on the trackers) and, until an admin says, what its recaps say (recap_cover_url: the
-- picture of the recap covering the most chapters; recap_genres: the genres its recaps name), kept with the
-- series' other figures (server/series/seriesFigures.ts).
ALTER TABLE series
  ADD COLUMN IF NOT EXISTS cover_url       text,
  ADD COLUMN IF NOT EXISTS synopsis        text NOT NULL DEFAULT '' CHECK (char_length(synopsis) <= 2000),
  ADD COLUMN IF NOT EXISTS status          text CHECK (status IN ('ongoing', 'completed', 'hiatus', 'cancelled')),
  ADD COLUMN IF NOT EXISTS genres          text[],
  ADD COLUMN IF NOT EXISTS alt_titles      text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS total_chapters  integer CHECK (total_chapters > 0),
  ADD COLUMN IF NOT EXISTS links           jsonb NOT NULL DEFAULT '{"anilist": null, "myanimelist": null, "mangadex": null, "mangaupdates": null}',
  ADD COLUMN IF NOT EXISTS recap_cover_url text,
  ADD COLUMN IF NOT EXISTS recap_genres    text[] NOT NULL DEFAULT '{}';

-- The list's status filter, among listed series.
CREATE INDEX IF NOT EXISTS series_listed_status ON series (status) WHERE merged_into IS NULL AND recap_count > 0;
