-- Every list walks a sort index in order and skips the rows before its page. Those rows were fetched from the table
-- only to read the channel (is it active?) and the duration (the duration filters): one random page read per row,
-- 10,000 of them for the last reachable page (server/db/queries/listDepth.ts), 57 ms at a million recaps on
-- PostgreSQL and 400 ms at 100,000 on PGlite. With both columns in the index, the walk is an index-only scan and
-- the table is read for the page's own rows only. A channel's page sorted by something other than its date had no
-- index of its own and sorted all of the channel's recaps (800 ms for the busiest at a million); it gets one per sort.
DROP INDEX recaps_lang_published;
CREATE INDEX recaps_lang_published ON recaps (language, published_at, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_lang_views;
CREATE INDEX recaps_lang_views ON recaps (language, views, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_lang_duration;
CREATE INDEX recaps_lang_duration ON recaps (language, duration, id) INCLUDE (channel_id);
DROP INDEX recaps_lang_rating;
CREATE INDEX recaps_lang_rating ON recaps (language, avg_rating, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_lang_likes;
CREATE INDEX recaps_lang_likes ON recaps (language, like_count, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_published;
CREATE INDEX recaps_published ON recaps (published_at, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_views;
CREATE INDEX recaps_views ON recaps (views, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_duration;
CREATE INDEX recaps_duration ON recaps (duration, id) INCLUDE (channel_id);
DROP INDEX recaps_rating;
CREATE INDEX recaps_rating ON recaps (avg_rating, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_likes;
CREATE INDEX recaps_likes ON recaps (like_count, id) INCLUDE (channel_id, duration);
DROP INDEX recaps_published_newest;
CREATE INDEX recaps_published_newest ON recaps (published_at DESC NULLS LAST, id DESC) INCLUDE (channel_id, duration);
DROP INDEX recaps_lang_published_newest;
CREATE INDEX recaps_lang_published_newest ON recaps (language, published_at DESC NULLS LAST, id DESC) INCLUDE (channel_id, duration);
DROP INDEX recaps_channel_published;
CREATE INDEX recaps_channel_published ON recaps (channel_id, published_at, id) INCLUDE (duration);
DROP INDEX recaps_channel_published_newest;
CREATE INDEX recaps_channel_published_newest ON recaps (channel_id, published_at DESC NULLS LAST, id DESC) INCLUDE (duration);
CREATE INDEX recaps_channel_views ON recaps (channel_id, views, id) INCLUDE (duration);
CREATE INDEX recaps_channel_duration ON recaps (channel_id, duration, id);
CREATE INDEX recaps_channel_rating ON recaps (channel_id, avg_rating, id) INCLUDE (duration);
CREATE INDEX recaps_channel_likes ON recaps (channel_id, like_count, id) INCLUDE (duration);
