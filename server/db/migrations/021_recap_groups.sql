-- GET /api/stats counts recaps, distinct series and languages over active channels. Counting them from
-- recaps costs seconds at a million rows (and PGlite runs one query at a time), so the counts are kept per
-- (channel, language, series) group by statement-level triggers, and the stats read this small table.
DROP TABLE IF EXISTS stats_cache;

CREATE TABLE recap_groups (
  channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  language   text NOT NULL,
  -- lower(series_name); '' for recaps without one.
  series_key text NOT NULL,
  recaps     integer NOT NULL,
  PRIMARY KEY (channel_id, language, series_key)
);

INSERT INTO recap_groups (channel_id, language, series_key, recaps)
SELECT channel_id, language, coalesce(lower(series_name), ''), count(*) FROM recaps GROUP BY 1, 2, 3;

-- Statement-level with transition tables: a bulk insert of thousands of recaps costs one grouped upsert.
-- Every change is a net delta per group, applied in one upsert (in key order, so concurrent writers
-- lock groups in the same order); groups that reach zero are removed.
CREATE FUNCTION recap_groups_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  INSERT INTO recap_groups (channel_id, language, series_key, recaps)
  SELECT d.channel_id, d.language, d.series_key, sum(d.delta)::int
    FROM jsonb_to_recordset(deltas) AS d (channel_id integer, language text, series_key text, delta integer)
   GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (channel_id, language, series_key) DO UPDATE SET recaps = recap_groups.recaps + EXCLUDED.recaps;
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 THEN
    DELETE FROM recap_groups WHERE recaps <= 0;
  END IF;
END
$$;

CREATE FUNCTION recap_groups_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recap_groups_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('channel_id', channel_id, 'language', language, 'series_key', series_key, 'delta', total))
      FROM (SELECT channel_id, language, coalesce(lower(series_name), '') AS series_key, count(*) AS total
              FROM added_rows GROUP BY 1, 2, 3) g), '[]'::jsonb));
  RETURN NULL;
END
$$;

CREATE FUNCTION recap_groups_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recap_groups_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('channel_id', channel_id, 'language', language, 'series_key', series_key, 'delta', -total))
      FROM (SELECT channel_id, language, coalesce(lower(series_name), '') AS series_key, count(*) AS total
              FROM removed_rows GROUP BY 1, 2, 3) g), '[]'::jsonb));
  RETURN NULL;
END
$$;

-- Most updates (views, ratings, titles) leave every group alone; only rows whose group changed move.
CREATE FUNCTION recap_groups_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  SELECT jsonb_agg(d) INTO deltas FROM (
    SELECT o.channel_id, o.language, coalesce(lower(o.series_name), '') AS series_key, -1 AS delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.channel_id, o.language, coalesce(lower(o.series_name), '')) IS DISTINCT FROM (n.channel_id, n.language, coalesce(lower(n.series_name), ''))
    UNION ALL
    SELECT n.channel_id, n.language, coalesce(lower(n.series_name), ''), 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.channel_id, o.language, coalesce(lower(o.series_name), '')) IS DISTINCT FROM (n.channel_id, n.language, coalesce(lower(n.series_name), ''))
  ) d;
  IF deltas IS NOT NULL THEN
    PERFORM recap_groups_apply(deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER recaps_groups_added AFTER INSERT ON recaps REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recap_groups_added();
CREATE TRIGGER recaps_groups_removed AFTER DELETE ON recaps REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recap_groups_removed();
CREATE TRIGGER recaps_groups_moved AFTER UPDATE ON recaps REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recap_groups_moved();
