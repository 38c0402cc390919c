-- The channel search looks names up by trigram (channels_name_trgm); a text with no three letters or digits in a
-- row ("50%", "x y") gives that index nothing, and it handed back every channel. Such a text is searched by whole
-- words through this index instead (server/db/queries/channels.ts).
CREATE INDEX IF NOT EXISTS channels_name_words ON channels USING gin (to_tsvector('simple', name));
