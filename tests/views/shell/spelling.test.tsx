import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18, item 25: the product speaks one English, the spec's British "favourite". The spec's own texts that
 * spell it the American way are quoted to the letter and are the only exceptions.
 */
const SPEC_TEXTS = ['Please log in to manage favorites.', 'Marked as Favorite', 'Removed from Favorites'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|html|po)$/.test(entry.name) ? [full] : [];
  });
}

describe('spelling of the texts people read', () => {
  it('says favourite everywhere, except in the spec texts quoted to the letter', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const found: string[] = [];
    // The catalogues of other languages spell their own words ("Favoritos"); English's is a source file like the rest.
    const otherLanguages = (file: string) => file.includes(`${path.sep}locales${path.sep}`) && !/[/\\]en\.(ts|po)$/.test(file);
    for (const file of [...sourceFiles(path.join(root, 'src')).filter((file) => !otherLanguages(file)), path.join(root, 'index.html')]) {
      let text = readFileSync(file, 'utf8');
      for (const quoted of SPEC_TEXTS) text = text.split(quoted).join('');
      for (const match of text.matchAll(/[^\n]*\bfavorit[^\n]*/gi)) found.push(`${path.relative(root, file)}: ${match[0].trim()}`);
    }
    expect(found).toEqual([]);
  });
});
