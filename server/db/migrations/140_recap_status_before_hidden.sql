-- Moderation hides a recap by giving it the status private or error, which used to replace its status for good:
-- "Ongoing" marked private and then public came back as no status at all. The status a recap had before it was
-- hidden is kept here while it is hidden, and "Mark public" gives it back (server/db/queries/recaps.ts).
ALTER TABLE recaps ADD COLUMN IF NOT EXISTS status_before_hidden text;
