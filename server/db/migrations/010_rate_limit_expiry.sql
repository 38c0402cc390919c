-- Each counter knows when its window ends, so old rows can be swept whatever the window length of their bucket.
ALTER TABLE rate_limits ADD COLUMN expires_at timestamptz;
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
