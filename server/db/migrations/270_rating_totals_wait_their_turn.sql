-- Two members rating the same recap at the same moment, each through a connection of its own: each trigger
-- counted the ratings it could see, then waited for the other's lock on the recap to write its total. The one
-- that waited wrote a count taken before the other committed, so the recap lost a rating (seen under kill -9
-- load; tests/server/ratingTotals.test.ts). The trigger now takes the recap's row first and counts afterwards:
-- in READ COMMITTED each statement of a function sees what was committed before it started, so the count comes
-- after the other member's rating is in. FOR NO KEY UPDATE is the lock the UPDATE takes anyway; it does not
-- conflict with the key-share lock the rating's foreign key holds on the recap, so two raters do not deadlock.
CREATE OR REPLACE FUNCTION recap_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  IF current_setting('recapshelf.bulk_ratings', true) = 'on' THEN
    RETURN NULL;
  END IF;
  target := CASE WHEN TG_OP = 'DELETE' THEN OLD.recap_id ELSE NEW.recap_id END;
  PERFORM 1 FROM recaps WHERE id = target FOR NO KEY UPDATE;
  UPDATE recaps r SET avg_rating = t.average, rating_count = t.total
    FROM (SELECT coalesce(avg(rating), 0)::double precision AS average, count(*) AS total FROM ratings WHERE recap_id = target) t
   WHERE r.id = target;
  RETURN NULL;
END
$$;
