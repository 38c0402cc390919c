-- The language a member reads the interface and the mails in (decision 0125): one of the shipped languages
-- (src/domain/interfaceLanguages.ts, checked by PUT /api/account/language), or null to follow the browser's
-- Accept-Language. The list is the code's, not a constraint here, so shipping a language needs no migration; the
-- length bound keeps a stray value from growing the row.
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text CONSTRAINT users_language_length CHECK (length(language) <= 16);
