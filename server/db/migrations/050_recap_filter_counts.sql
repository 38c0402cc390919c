-- Exact totals for GET /recaps that stay fast at any size.
--
-- Browsing (no search): the number of recaps per (channel, language, duration segment) is kept by
-- statement-level triggers, so the total of any list narrowed by channel, language and a duration filter is a
-- sum over one row per group (1,682 at a million recaps) instead of a count over the catalogue. The duration
-- segments are cut at every edge of the duration filters (src/domain/duration.ts; tests/server/recapTotals.test.ts
-- holds the two together): [0, 3599], [3600, 7199], [7200, 7200], [7201, 14400], [14401, max].
--
-- Searching: a search's total is counted once and kept in recap_search_totals with the catalogue generation
-- it was counted at; any write that can change which recaps a list holds moves the generation on, so a kept
-- total is exact or ignored, whichever server process kept it.

CREATE FUNCTION recap_duration_segment(duration integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN duration < 3600 THEN 0
    WHEN duration < 7200 THEN 3600
    WHEN duration < 7201 THEN 7200
    WHEN duration < 14401 THEN 7201
    ELSE 14401
  END
$$;

CREATE FUNCTION recap_duration_segment_end(duration integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN duration < 3600 THEN 3599
    WHEN duration < 7200 THEN 7199
    WHEN duration < 7201 THEN 7200
    WHEN duration < 14401 THEN 14400
    ELSE 2147483647
  END
$$;

CREATE TABLE recap_filter_counts (
  channel_id    integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  language      text NOT NULL,
  duration_from integer NOT NULL,
  duration_to   integer NOT NULL,
  recaps        integer NOT NULL,
  PRIMARY KEY (channel_id, language, duration_from)
);

INSERT INTO recap_filter_counts (channel_id, language, duration_from, duration_to, recaps)
SELECT channel_id, language, recap_duration_segment(duration), recap_duration_segment_end(duration), count(*)
  FROM recaps GROUP BY 1, 2, 3, 4;

-- Every change is a net delta per group, applied in one upsert in key order (concurrent writers lock groups
-- in the same order); groups that reach zero are removed.
CREATE FUNCTION recap_filter_counts_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  INSERT INTO recap_filter_counts (channel_id, language, duration_from, duration_to, recaps)
  SELECT d.channel_id, d.language, recap_duration_segment(d.duration_from), recap_duration_segment_end(d.duration_from), sum(d.delta)::int
    FROM jsonb_to_recordset(deltas) AS d (channel_id integer, language text, duration_from integer, delta integer)
   GROUP BY 1, 2, 3, 4 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (channel_id, language, duration_from) DO UPDATE SET recaps = recap_filter_counts.recaps + EXCLUDED.recaps;
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 THEN
    DELETE FROM recap_filter_counts WHERE recaps <= 0;
  END IF;
END
$$;

CREATE FUNCTION recap_filter_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recap_filter_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('channel_id', channel_id, 'language', language, 'duration_from', segment, 'delta', total))
      FROM (SELECT channel_id, language, recap_duration_segment(duration) AS segment, count(*) AS total
              FROM added_rows GROUP BY 1, 2, 3) g), '[]'::jsonb));
  RETURN NULL;
END
$$;

CREATE FUNCTION recap_filter_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recap_filter_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('channel_id', channel_id, 'language', language, 'duration_from', segment, 'delta', -total))
      FROM (SELECT channel_id, language, recap_duration_segment(duration) AS segment, count(*) AS total
              FROM removed_rows GROUP BY 1, 2, 3) g), '[]'::jsonb));
  RETURN NULL;
END
$$;

-- Most updates (views, ratings, titles) leave every group alone: the old rows leave their groups, the new
-- rows join theirs, and only net changes are applied. Grouped, not joined row by row: PL/pgSQL keeps the
-- plan of its first calls (one-row updates), and a nested loop over two 25,000-row transition tables (a
-- renamed channel) took minutes.
CREATE FUNCTION recap_filter_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  SELECT jsonb_agg(d) INTO deltas FROM (
    SELECT channel_id, language, duration_from, sum(delta)::int AS delta FROM (
      SELECT channel_id, language, recap_duration_segment(duration) AS duration_from, -1 AS delta FROM old_rows
      UNION ALL
      SELECT channel_id, language, recap_duration_segment(duration), 1 FROM new_rows
    ) moved GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
  ) d;
  IF deltas IS NOT NULL THEN
    PERFORM recap_filter_counts_apply(deltas);
  END IF;
  RETURN NULL;
END
$$;

-- The same fix for the series groups of migration 021, which joined the transition tables row by row.
CREATE OR REPLACE FUNCTION recap_groups_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  SELECT jsonb_agg(d) INTO deltas FROM (
    SELECT channel_id, language, series_key, sum(delta)::int AS delta FROM (
      SELECT channel_id, language, coalesce(lower(series_name), '') AS series_key, -1 AS delta FROM old_rows
      UNION ALL
      SELECT channel_id, language, coalesce(lower(series_name), ''), 1 FROM new_rows
    ) moved GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
  ) d;
  IF deltas IS NOT NULL THEN
    PERFORM recap_groups_apply(deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER recaps_filter_counts_added AFTER INSERT ON recaps REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recap_filter_counts_added();
CREATE TRIGGER recaps_filter_counts_removed AFTER DELETE ON recaps REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recap_filter_counts_removed();
CREATE TRIGGER recaps_filter_counts_moved AFTER UPDATE ON recaps REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recap_filter_counts_moved();

-- TRUNCATE has no transition table: an emptied catalogue has no groups.
CREATE FUNCTION recap_filter_counts_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM recap_filter_counts;
  RETURN NULL;
END
$$;
CREATE TRIGGER recaps_filter_counts_cleared AFTER TRUNCATE ON recaps
  FOR EACH STATEMENT EXECUTE FUNCTION recap_filter_counts_cleared();

-- One row: moves on with every write that can change which recaps a list holds or what a search finds.
CREATE TABLE catalogue_generation (
  only_row   boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  generation bigint NOT NULL
);
INSERT INTO catalogue_generation (only_row, generation) VALUES (true, 1);

CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER recaps_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON recaps
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
-- The searched and filtered columns only: views, likes and ratings change all the time and move no total.
CREATE TRIGGER recaps_catalogue_edited
  AFTER UPDATE OF channel_id, language, duration, series_name, title, description, tags, search_text, search_vector ON recaps
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
-- A deactivated channel's recaps leave every list.
CREATE TRIGGER channels_catalogue_changed AFTER UPDATE OF active OR DELETE ON channels
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();

-- Totals of searches, each valid only at the generation it was counted at (server/db/queries/recapTotals.ts).
CREATE TABLE recap_search_totals (
  filters_key text PRIMARY KEY,
  generation  bigint NOT NULL,
  total       integer NOT NULL
);
