-- A series' languages are those a visitor can watch it in: the languages of its recaps that can be opened (not
-- private or in error, src/domain/recapAvailability.ts). A change of a recap's status can therefore change them,
-- so it asks for the link again too, and the writer's linkSeries brings the series' figures up to date.
CREATE OR REPLACE FUNCTION recap_series_unlinked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.series_name IS DISTINCT FROM OLD.series_name OR NEW.chapters_covered IS DISTINCT FROM OLD.chapters_covered
     OR NEW.title IS DISTINCT FROM OLD.title OR NEW.published_at IS DISTINCT FROM OLD.published_at
     OR NEW.thumbnail_url IS DISTINCT FROM OLD.thumbnail_url OR NEW.language IS DISTINCT FROM OLD.language
     OR NEW.channel_id IS DISTINCT FROM OLD.channel_id OR NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.series_linked := false;
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER recaps_series_unlinked ON recaps;
CREATE TRIGGER recaps_series_unlinked BEFORE UPDATE OF series_name, chapters_covered, title, published_at, thumbnail_url, language, channel_id, status
  ON recaps FOR EACH ROW EXECUTE FUNCTION recap_series_unlinked();

-- The series that have a recap which cannot be opened counted its language until now: migrate() links these
-- recaps again right after the migrations, which recomputes those series' figures.
UPDATE recaps SET series_linked = false WHERE series_id IS NOT NULL AND lower(status) IN ('private', 'error');
