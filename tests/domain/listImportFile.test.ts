import { describe, expect, it } from 'vitest';
import { LIST_FILE_MAX_BYTES, listFileType } from '../../src/domain/listImportFile';

describe('the type a list file is uploaded as', () => {
  it('is decided by the name: gzipped, XML or JSON, in any case', () => {
    expect(listFileType('animelist_1700000000_-_123.xml.gz', '')).toBe('application/gzip');
    expect(listFileType('LIST.GZ', 'application/x-gzip')).toBe('application/gzip');
    expect(listFileType('animelist.xml', 'text/xml')).toBe('application/xml');
    expect(listFileType('Export.XML', '')).toBe('application/xml');
    expect(listFileType('anilist.json', 'text/plain')).toBe('application/json');
    expect(listFileType('AniList.JSON', '')).toBe('application/json');
  });

  it('goes as the browser typed it when the name says neither, or as bytes when the browser says nothing', () => {
    expect(listFileType('list.txt', 'text/plain')).toBe('text/plain');
    expect(listFileType('list.json.txt', 'text/plain')).toBe('text/plain');
    expect(listFileType('gz', '')).toBe('application/octet-stream');
    expect(listFileType('list', '')).toBe('application/octet-stream');
  });

  it('is at most 5 MiB', () => {
    expect(LIST_FILE_MAX_BYTES).toBe(5_242_880);
  });
});
