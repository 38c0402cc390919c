-- A deleted account's suggestions stay as the decisions they were (an approved name is part of a recap's
-- history, a pending one still waits for review) but lose the link to the person: the author becomes NULL, which
-- the review queue shows as "a deleted account". Re-runnable: the column change is idempotent, the constraint is
-- dropped and made again with its new rule.
ALTER TABLE suggestions ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE suggestions DROP CONSTRAINT IF EXISTS suggestions_user_id_fkey;
ALTER TABLE suggestions ADD CONSTRAINT suggestions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
