-- The recap that continues a followed series on the shelf is chosen among the recaps starting soonest after the
-- member's reading place: a walk of this index from the reading place, per followed series, instead of reading
-- every recap of a long series (a thousand-part series is read fifty rows deep, not a thousand).
CREATE INDEX IF NOT EXISTS recaps_series_chapter_start ON recaps (series_id, chapter_start) WHERE series_id IS NOT NULL AND chapter_start IS NOT NULL;
