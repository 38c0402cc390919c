import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { INTERFACE_LANGUAGES } from '../../src/domain/interfaceLanguages.ts';

const LOCALES = [...INTERFACE_LANGUAGES, 'en-XA'] as const;
const folder = new URL('../../server/mail/locales/', import.meta.url);

/** A PO catalogue's messages by id (one-line msgid and msgstr, as these catalogues are written). */
function poMessages(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`${locale}.po`, folder), 'utf8');
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const entries = [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map((match) => [unquote(match[1]!), unquote(match[2]!)] as const);
  return new Map(entries.filter(([id]) => id !== ''));
}

async function compiled(locale: string): Promise<Record<string, unknown>> {
  return ((await import(`../../server/mail/locales/${locale}.ts`)) as { messages: Record<string, unknown> }).messages;
}

// The mails read the compiled modules; `npm run i18n:compile` makes them from the PO files, which translators edit.
describe("the mails' catalogues", () => {
  const english = poMessages('en');

  it('translate every message into every shipped language, and nothing more', () => {
    for (const locale of INTERFACE_LANGUAGES) {
      const messages = poMessages(locale);
      expect([...messages.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [id, text] of messages) expect(text, `${locale} ${id}`).not.toBe('');
    }
  });

  it.each(LOCALES)('%s: the compiled module is the PO file compiled (run npm run i18n:compile after editing it)', async (locale) => {
    const messages = await compiled(locale);
    expect(Object.keys(messages).sort()).toEqual([...english.keys()].sort());
    if (locale === 'en-XA') return;
    const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
    for (const [id, text] of poMessages(locale)) {
      // A message without placeholders compiles to itself; one with them renders its values where they stand.
      if (!text.includes('{')) expect(i18n._(id), `${locale} ${id}`).toBe(text);
      else if (id === 'mail.greeting') expect(i18n._(id, { username: 'Ana' })).toBe(text.replace('{username}', 'Ana'));
      else {
        const many = text.replace(/\{hours, plural, (?:one \{# [^}]*\} )?other \{# ([^}]*)\}\}/, '5 $1');
        expect(i18n._(id, { hours: 5 }), `${locale} ${id}`).toBe(many);
      }
    }
  });
});
