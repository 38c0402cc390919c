-- The list sorts newest first with NULLS LAST (a recap without a date goes to the end either way). A backward scan
-- of an ascending index yields DESC NULLS FIRST, so the planner could not use recaps_published and friends for the
-- default order and sorted every visible recap instead: 6 s for the first page at a million recaps. These indexes
-- match that order exactly. The other sort columns are NOT NULL; the query leaves NULLS out for them, so their
-- ascending indexes serve both directions.
CREATE INDEX recaps_published_newest ON recaps (published_at DESC NULLS LAST, id DESC);
CREATE INDEX recaps_lang_published_newest ON recaps (language, published_at DESC NULLS LAST, id DESC);
CREATE INDEX recaps_channel_published_newest ON recaps (channel_id, published_at DESC NULLS LAST, id DESC);
