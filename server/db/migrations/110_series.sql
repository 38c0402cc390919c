-- Series: one entry per story, whatever each channel calls it. A recap belongs to the series whose alias has the
-- key of its series_name (src/domain/seriesName.ts, seriesKey: case, punctuation and spacing ignored). The key is
-- computed in TypeScript, once for client and server, so the link is written by server/series/seriesLinks.ts:
-- every write of a recap's name clears `series_linked` (trigger below) and the writer links it again in its own
-- transaction; migrate() links every recap not linked yet, which fills the tables on this migration's first run.

CREATE TABLE series (
  id                  serial PRIMARY KEY,
  slug                text NOT NULL UNIQUE,
  name                text NOT NULL,
  -- A series merged into another keeps its row, so its slug answers with a redirect to the one it went into.
  merged_into         integer REFERENCES series (id) ON DELETE SET NULL,
  -- The list's figures over visible recaps (channel active), kept by refreshSeriesFigures whenever a recap
  -- joins or leaves or a channel is switched on or off, so the list of series reads one small table.
  recap_count         integer NOT NULL DEFAULT 0,
  channel_count       integer NOT NULL DEFAULT 0,
  languages           text[] NOT NULL DEFAULT '{}',
  latest_published_at timestamptz,
  max_chapter         double precision,
  thumbnail_url       text,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX series_listed_by_recaps ON series (recap_count DESC, id) WHERE merged_into IS NULL AND recap_count > 0;
CREATE INDEX series_listed_by_latest ON series (latest_published_at DESC NULLS LAST, id) WHERE merged_into IS NULL AND recap_count > 0;
CREATE INDEX series_listed_by_name ON series (lower(name), id) WHERE merged_into IS NULL AND recap_count > 0;

-- Every name a series is known by, under its key; the key is unique, so a name resolves to one series.
CREATE TABLE series_aliases (
  key       text PRIMARY KEY,
  name      text NOT NULL,
  series_id integer NOT NULL REFERENCES series (id) ON DELETE CASCADE
);
CREATE INDEX series_aliases_series ON series_aliases (series_id);

ALTER TABLE recaps
  ADD COLUMN series_id integer REFERENCES series (id) ON DELETE SET NULL,
  -- The chapters the recap covers, read from chapters_covered or else its title; null when unknown.
  ADD COLUMN chapter_start double precision,
  ADD COLUMN chapter_end double precision,
  ADD COLUMN series_linked boolean NOT NULL DEFAULT false;
CREATE INDEX recaps_series_unlinked ON recaps (id) WHERE NOT series_linked;
CREATE INDEX recaps_series_published_newest ON recaps (series_id, published_at DESC NULLS LAST, id DESC) INCLUDE (channel_id, duration)
  WHERE series_id IS NOT NULL;

-- A change of what the link is made from (or of what the series' figures show) asks for the link again.
CREATE FUNCTION recap_series_unlinked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.series_name IS DISTINCT FROM OLD.series_name OR NEW.chapters_covered IS DISTINCT FROM OLD.chapters_covered
     OR NEW.title IS DISTINCT FROM OLD.title OR NEW.published_at IS DISTINCT FROM OLD.published_at
     OR NEW.thumbnail_url IS DISTINCT FROM OLD.thumbnail_url OR NEW.language IS DISTINCT FROM OLD.language
     OR NEW.channel_id IS DISTINCT FROM OLD.channel_id THEN
    NEW.series_linked := false;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER recaps_series_unlinked BEFORE UPDATE OF series_name, chapters_covered, title, published_at, thumbnail_url, language, channel_id
  ON recaps FOR EACH ROW EXECUTE FUNCTION recap_series_unlinked();

CREATE TABLE series_follows (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  series_id  integer NOT NULL REFERENCES series (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, series_id)
);

-- A member's "read up to chapter N" of a series.
CREATE TABLE series_progress (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  series_id  integer NOT NULL REFERENCES series (id) ON DELETE CASCADE,
  chapter    double precision NOT NULL CHECK (chapter >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, series_id)
);

-- The private address of a member's feed of followed series: stored as a SHA-256 hash like every token, one per member.
CREATE TABLE feed_tokens (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
