import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, parseRecordId } from '../../src/domain/recordId';

describe('parseRecordId', () => {
  it('reads plain positive ids', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('42')).toBe(42);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it('refuses anything an address could hold that is not an id', () => {
    for (const text of ['', 'abc', '-1', '0', '1.5', '1e3', '07', ' 1', '0x1', String(MAX_RECORD_ID + 1), '99999999999', undefined, null]) {
      expect(parseRecordId(text), String(text)).toBeNull();
    }
  });
});
