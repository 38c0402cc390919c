-- A member's "I have watched this recap". The primary key leads with the member, so "hide watched" is an
-- anti-join that probes it once per listed recap (NOT EXISTS … WHERE user_id = $1 AND recap_id = r.id), and
-- `watched` on each recap of a page is the same probe. The second index answers "who watched this recap" when a
-- recap is deleted (the cascade) without reading every member's marks.
CREATE TABLE IF NOT EXISTS watched_marks (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recap_id   integer NOT NULL REFERENCES recaps (id) ON DELETE CASCADE,
  watched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, recap_id)
);
CREATE INDEX IF NOT EXISTS watched_marks_recap ON watched_marks (recap_id);

-- The spoiler shield: recaps starting past the member's reading place of a followed series are blurred. Off
-- until the member turns it on.
ALTER TABLE users ADD COLUMN IF NOT EXISTS spoiler_shield boolean NOT NULL DEFAULT false;
