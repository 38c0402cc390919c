-- A deleted account's suggestions stay as the decisions they were (an approved name is part of a recap's
-- history, a pending one still waits for review) but lose the link to the person: the author becomes NULL, which
-- the review queue shows as "a deleted account". Re-runnable: the column change is idempotent, the constraint is
-- dropped and made again with its new rule.
ALTER TABLE suggestions ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE suggestions DROP CONSTRAINT IF EXISTS suggestions_user_id_fkey;
ALTER TABLE suggestions ADD CONSTRAINT suggestions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;

-- Deleting an account removes all of its ratings at once. Row by row, the trigger below would update each rated
-- recap once per rating, each update running the recaps table's statement triggers (groups, filter counts): 1,500
-- ratings took over a second, holding every rated recap locked. A transaction that removes many ratings says so
-- with the setting recapshelf.bulk_ratings = 'on' (SET LOCAL), and the averages are computed after it commits, a
-- few hundred recaps per statement (server/db/queries/accountData.ts); every other write is counted as before.
CREATE OR REPLACE FUNCTION recap_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  IF current_setting('recapshelf.bulk_ratings', true) = 'on' THEN
    RETURN NULL;
  END IF;
  target := CASE WHEN TG_OP = 'DELETE' THEN OLD.recap_id ELSE NEW.recap_id END;
  UPDATE recaps r SET avg_rating = t.average, rating_count = t.total
    FROM (SELECT coalesce(avg(rating), 0)::double precision AS average, count(*) AS total FROM ratings WHERE recap_id = target) t
   WHERE r.id = target;
  RETURN NULL;
END
$$;
