-- GET /api/stats counts a whole catalogue (distinct series over every visible recap): too slow to do on
-- every page load at a million recaps, so the last answer is kept here for every server process to share.
CREATE TABLE stats_cache (
  id          integer PRIMARY KEY CHECK (id = 1),
  body        jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
