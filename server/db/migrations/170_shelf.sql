-- A member's shelf: a list status on each followed series (AniList's five), when it last changed, and when the
-- member last opened the shelf, which draws the line of "new since your last visit".
ALTER TABLE series_follows
  ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'watching'
    CHECK (status IN ('watching', 'planning', 'completed', 'paused', 'dropped')),
  ADD COLUMN IF NOT EXISTS status_changed_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE IF NOT EXISTS shelf_visits (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  visited_at timestamptz NOT NULL DEFAULT now()
);

-- The badge counts recaps of a member's followed series and favourite channels published after the last visit:
-- one walk per followed series of recaps_series_published_newest (migration 110) and one per favourite channel of
-- recaps_channel_published_newest (migration 040), each bounded below by the visit; the member's follows and
-- favourites are read by their primary keys (user_id first). The following list is sorted by its own update time.
CREATE INDEX IF NOT EXISTS series_follows_user_status ON series_follows (user_id, status);
