-- What a series page shows, kept with the series so the page reads a few rows whatever the series' size (a generated
-- catalogue has series of tens of thousands of recaps; the page read and sent every one of them). Written by
-- server/series/seriesFigures.ts whenever the series' figures are, and filled for every series by the migration
-- step that follows (figures_version below).

-- The visible recaps of a series per channel and recap language: the page's channels, and the total of a recap
-- list narrowed to a series, by channel or language.
CREATE TABLE series_lanes (
  series_id    integer NOT NULL REFERENCES series (id) ON DELETE CASCADE,
  channel_id   integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  language     text NOT NULL,
  recap_count  integer NOT NULL,
  -- Of those, the recaps whose chapter range is known.
  ranged_count integer NOT NULL,
  PRIMARY KEY (series_id, channel_id, language)
);

-- The coverage map: per channel and language, the fewest recaps that cover every chapter its recaps cover (a recap
-- inside another's chapters adds no coverage; parts side by side stay apart, each a bar of its own), as the JSON the
-- page sends ([{ recap_id, channel_id, language, start, end }] by start): the largest generated series draws a
-- thousand bars, and writing them as JSON on every visit was most of the page's time.
ALTER TABLE series ADD COLUMN coverage json NOT NULL DEFAULT '[]';

-- Which way of computing the figures a series' row was last written with; older rows are computed again when the
-- server migrates (server/db/migrate.ts), so a change to the figures reaches every series once.
ALTER TABLE series ADD COLUMN figures_version smallint NOT NULL DEFAULT 0;
