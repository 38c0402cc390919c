-- State of the channel scanner: runs (quota used, resumable), per-channel progress through the
-- uploads playlist, what the scanner itself wrote on each recap (so moderators' edits are never
-- overwritten), every channel discovery ever proposed, and the perceptual hash of each thumbnail.

CREATE TABLE scan_runs (
  id             serial PRIMARY KEY,
  started_at     timestamptz NOT NULL DEFAULT now(),
  heartbeat_at   timestamptz NOT NULL DEFAULT now(),
  finished_at    timestamptz,
  status         text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'quota_exhausted', 'failed')),
  quota_cap      integer NOT NULL,
  quota_used     integer NOT NULL DEFAULT 0,
  api_calls      integer NOT NULL DEFAULT 0,
  summary        jsonb NOT NULL DEFAULT '{}'::jsonb,
  error          text,
  discovery_done boolean NOT NULL DEFAULT false
);
CREATE INDEX scan_runs_running ON scan_runs (id) WHERE status = 'running';

CREATE TABLE scanner_channel_state (
  channel_id            integer PRIMARY KEY REFERENCES channels (id) ON DELETE CASCADE,
  uploads_playlist_id   text,
  -- Where an interrupted pass through the uploads playlist continues, and in which run it began.
  resume_page_token     text,
  resume_run_id         integer REFERENCES scan_runs (id) ON DELETE SET NULL,
  -- The newest upload seen by a completed pass: an incremental pass stops at it.
  newest_published_at   timestamptz,
  -- The newest upload seen so far by the pass under way (kept across a crash).
  pass_newest_published_at timestamptz,
  last_completed_run_id integer REFERENCES scan_runs (id) ON DELETE SET NULL,
  last_scanned_at       timestamptz,
  last_error            text
);

CREATE TABLE scanned_videos (
  recap_id              integer PRIMARY KEY REFERENCES recaps (id) ON DELETE CASCADE,
  video_id              text NOT NULL UNIQUE,
  -- What the scanner last wrote; a recap field that no longer equals it was edited by a person.
  parsed_series_name    text,
  parsed_chapters       text,
  scanned_thumbnail_url text,
  availability          text NOT NULL DEFAULT 'public' CHECK (availability IN ('public', 'private', 'gone')),
  -- The recap status before the scanner marked the video private or error, restored if it returns.
  status_before         text,
  last_seen_run_id      integer REFERENCES scan_runs (id) ON DELETE SET NULL
);

CREATE TABLE discovered_channels (
  youtube_channel_id text PRIMARY KEY,
  title              text NOT NULL,
  language           text NOT NULL,
  query              text NOT NULL,
  discovered_at      timestamptz NOT NULL DEFAULT now(),
  -- false when the channel was already catalogued or pending when it was found.
  proposed           boolean NOT NULL
);

CREATE TABLE thumbnail_hashes (
  recap_id      integer PRIMARY KEY REFERENCES recaps (id) ON DELETE CASCADE,
  thumbnail_url text NOT NULL,
  -- 64-bit perceptual hash as 16 hexadecimal digits.
  phash         char(16) NOT NULL,
  computed_at   timestamptz NOT NULL DEFAULT now(),
  -- null until the hash has been compared with all others; a crash between the two is resumed.
  matched_at    timestamptz
);
CREATE INDEX thumbnail_hashes_unmatched ON thumbnail_hashes (recap_id) WHERE matched_at IS NULL;
