-- The catalogue, accounts and moderation tables. Counts are bigint, times timestamptz.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id             serial PRIMARY KEY,
  username       text NOT NULL,
  email          text NOT NULL,
  password_hash  text NOT NULL,
  is_admin       boolean NOT NULL DEFAULT false,
  email_verified boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- Usernames and emails are unique regardless of case, and login looks them up that way.
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE sessions (
  id_hash      text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE email_tokens (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

CREATE TABLE channels (
  id                 serial PRIMARY KEY,
  name               text NOT NULL,
  language           text NOT NULL DEFAULT 'en',
  description        text,
  subscriber_count   bigint NOT NULL DEFAULT 0,
  total_videos       integer NOT NULL DEFAULT 0,
  last_posted        timestamptz,
  total_views        bigint NOT NULL DEFAULT 0,
  total_likes        bigint NOT NULL DEFAULT 0,
  youtube_channel_id text UNIQUE,
  url                text,
  active             boolean NOT NULL DEFAULT true,
  full_scan          boolean NOT NULL DEFAULT false,
  verified           boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channels_name ON channels (lower(name), id);
CREATE INDEX channels_language ON channels (language);
CREATE INDEX channels_subscribers ON channels (subscriber_count, id);
CREATE INDEX channels_total_videos ON channels (total_videos, id);
CREATE INDEX channels_last_posted ON channels (last_posted, id);
CREATE INDEX channels_total_views ON channels (total_views, id);
CREATE INDEX channels_total_likes ON channels (total_likes, id);
CREATE INDEX channels_name_trgm ON channels USING gin (name gin_trgm_ops);
CREATE UNIQUE INDEX channels_url ON channels (lower(url)) WHERE url IS NOT NULL;

CREATE TABLE recaps (
  id               serial PRIMARY KEY,
  video_id         text NOT NULL UNIQUE,
  channel_id       integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  title            text NOT NULL,
  description      text,
  series_name      text,
  thumbnail_url    text,
  preview_url      text,
  views            bigint NOT NULL DEFAULT 0,
  like_count       bigint NOT NULL DEFAULT 0,
  duration         integer NOT NULL DEFAULT 0,
  published_at     timestamptz,
  status           text,
  language         text NOT NULL DEFAULT 'en',
  genres           text[] NOT NULL DEFAULT '{}',
  tags             text[] NOT NULL DEFAULT '{}',
  chapters_covered text,
  -- Kept by the ratings trigger, so sorting by rating reads an index instead of aggregating.
  avg_rating       double precision NOT NULL DEFAULT 0,
  rating_count     integer NOT NULL DEFAULT 0,
  -- Kept by triggers: the words searched (series, title, description, channel name, tags).
  search_text      text NOT NULL DEFAULT '',
  search_vector    tsvector NOT NULL DEFAULT ''::tsvector,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- Every sort of the list, under the language filter it nearly always carries, and without it.
CREATE INDEX recaps_lang_published ON recaps (language, published_at, id);
CREATE INDEX recaps_lang_views ON recaps (language, views, id);
CREATE INDEX recaps_lang_duration ON recaps (language, duration, id);
CREATE INDEX recaps_lang_rating ON recaps (language, avg_rating, id);
CREATE INDEX recaps_lang_likes ON recaps (language, like_count, id);
CREATE INDEX recaps_published ON recaps (published_at, id);
CREATE INDEX recaps_views ON recaps (views, id);
CREATE INDEX recaps_duration ON recaps (duration, id);
CREATE INDEX recaps_rating ON recaps (avg_rating, id);
CREATE INDEX recaps_likes ON recaps (like_count, id);
CREATE INDEX recaps_channel_published ON recaps (channel_id, published_at, id);
CREATE INDEX recaps_series ON recaps (lower(series_name));
CREATE INDEX recaps_search_vector ON recaps USING gin (search_vector);
CREATE INDEX recaps_search_trgm ON recaps USING gin (search_text gin_trgm_ops);

CREATE FUNCTION recap_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel_name text;
BEGIN
  SELECT name INTO channel_name FROM channels WHERE id = NEW.channel_id;
  NEW.search_text := lower(concat_ws(' ', NEW.series_name, NEW.title, NEW.description, channel_name,
    array_to_string(NEW.tags, ' ')));
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.series_name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(channel_name, '')), 'B') ||
    setweight(to_tsvector('simple', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER recaps_search_fields BEFORE INSERT OR UPDATE OF series_name, title, description, tags, channel_id
  ON recaps FOR EACH ROW EXECUTE FUNCTION recap_search_fields();

-- A renamed channel is found under its new name.
CREATE FUNCTION channel_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recaps SET title = title WHERE channel_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER channels_renamed AFTER UPDATE OF name ON channels
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION channel_renamed();

CREATE TABLE ratings (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recap_id   integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  rating     integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, recap_id)
);
CREATE INDEX ratings_recap ON ratings (recap_id);

CREATE FUNCTION recap_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  target := CASE WHEN TG_OP = 'DELETE' THEN OLD.recap_id ELSE NEW.recap_id END;
  UPDATE recaps r SET avg_rating = t.average, rating_count = t.total
    FROM (SELECT coalesce(avg(rating), 0)::double precision AS average, count(*) AS total FROM ratings WHERE recap_id = target) t
   WHERE r.id = target;
  RETURN NULL;
END
$$;
CREATE TRIGGER ratings_totals AFTER INSERT OR UPDATE OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION recap_rating_totals();

CREATE TABLE watchlist (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recap_id   integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, recap_id)
);

CREATE TABLE favourites (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel_id)
);
CREATE INDEX favourites_user_created ON favourites (user_id, created_at);

CREATE TABLE suggestions (
  id                    serial PRIMARY KEY,
  recap_id              integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  user_id               integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  suggested_series_name text NOT NULL CHECK (char_length(suggested_series_name) BETWEEN 1 AND 100),
  status                text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  admin_notes           text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  reviewed_at           timestamptz,
  -- One suggested name per user per recap.
  UNIQUE (user_id, recap_id)
);
CREATE INDEX suggestions_user_created ON suggestions (user_id, created_at);
CREATE INDEX suggestions_pending ON suggestions (created_at) WHERE status = 'pending';

CREATE TABLE pending_channels (
  id           serial PRIMARY KEY,
  channel_name text NOT NULL,
  language     text NOT NULL DEFAULT 'en',
  youtube_url  text NOT NULL,
  active       boolean NOT NULL DEFAULT true,
  full_scan    boolean NOT NULL DEFAULT true,
  status       text NOT NULL DEFAULT 'pending',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_channels_pending ON pending_channels (created_at) WHERE status = 'pending';

CREATE TABLE thumbnail_matches (
  id               serial PRIMARY KEY,
  recap_id_1       integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  recap_id_2       integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  match_type       text NOT NULL CHECK (match_type IN ('EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT')),
  confidence       text NOT NULL CHECK (confidence IN ('HIGH', 'MEDIUM', 'LOW')),
  similarity_score real NOT NULL CHECK (similarity_score BETWEEN 0 AND 1),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (recap_id_1 <> recap_id_2)
);
CREATE UNIQUE INDEX thumbnail_matches_pair ON thumbnail_matches (least(recap_id_1, recap_id_2), greatest(recap_id_1, recap_id_2));
CREATE INDEX thumbnail_matches_recap_2 ON thumbnail_matches (recap_id_2);
CREATE INDEX thumbnail_matches_created ON thumbnail_matches (created_at);

-- Fixed-window counters shared by every server process.
CREATE TABLE rate_limits (
  bucket       text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
