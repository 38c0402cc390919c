import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../src/domain/calendarDate';

describe('a day as the interface writes it', () => {
  it('writes month, day and year in English', () => {
    expect(formatCalendarDate('2026-03-05T12:00:00Z', '—')).toBe('Mar 5, 2026');
  });

  it('says what the screen says for an unknown date when there is none or it cannot be read', () => {
    expect(formatCalendarDate(null, 'Never')).toBe('Never');
    expect(formatCalendarDate(undefined, '—')).toBe('—');
    expect(formatCalendarDate('', 'Never')).toBe('Never');
    expect(formatCalendarDate('not a date', '—')).toBe('—');
  });
});
