-- Members suggest a series' identity too (an other title, a tracker link, a status, a synopsis), in the one
-- suggestions table the review queue and the daily limit already read: `kind` says what a row suggests. A series
-- name suggestion keeps its recap and name; the others name their series, the value they propose, for a tracker
-- link its tracker, and what the series said when the member suggested it. Re-runnable.
ALTER TABLE suggestions ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'series_name';
ALTER TABLE suggestions ADD COLUMN IF NOT EXISTS series_id integer REFERENCES series (id) ON DELETE CASCADE;
ALTER TABLE suggestions ADD COLUMN IF NOT EXISTS tracker text;
ALTER TABLE suggestions ADD COLUMN IF NOT EXISTS proposed_value text;
ALTER TABLE suggestions ADD COLUMN IF NOT EXISTS value_before text;
ALTER TABLE suggestions ALTER COLUMN recap_id DROP NOT NULL;
ALTER TABLE suggestions ALTER COLUMN suggested_series_name DROP NOT NULL;

ALTER TABLE suggestions DROP CONSTRAINT IF EXISTS suggestions_kind_shape;
ALTER TABLE suggestions ADD CONSTRAINT suggestions_kind_shape CHECK (
  CASE kind
    WHEN 'series_name' THEN recap_id IS NOT NULL AND suggested_series_name IS NOT NULL AND series_id IS NULL
    WHEN 'tracker_link' THEN series_id IS NOT NULL AND proposed_value IS NOT NULL AND tracker IN ('anilist', 'myanimelist', 'mangadex', 'mangaupdates')
    WHEN 'alt_title' THEN series_id IS NOT NULL AND proposed_value IS NOT NULL AND tracker IS NULL
    WHEN 'status' THEN series_id IS NOT NULL AND proposed_value IS NOT NULL AND tracker IS NULL
    WHEN 'synopsis' THEN series_id IS NOT NULL AND proposed_value IS NOT NULL AND tracker IS NULL AND char_length(proposed_value) <= 2000
    ELSE false
  END
);

-- One waiting suggestion per member, series and field (each tracker its own field): a second one is refused
-- until an administrator decides the first.
CREATE UNIQUE INDEX IF NOT EXISTS suggestions_pending_series_field
  ON suggestions (user_id, series_id, kind, coalesce(tracker, '')) WHERE status = 'pending' AND series_id IS NOT NULL;
-- A member's own suggestions, newest first (GET /api/suggestions/mine/all).
CREATE INDEX IF NOT EXISTS suggestions_user_newest ON suggestions (user_id, created_at DESC, id DESC);
