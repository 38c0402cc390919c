import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarDateIn } from '../../src/domain/calendarDate';

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

describe('a day in the reader\'s language', () => {
  it('writes it in the language\'s own form', () => {
    expect(formatCalendarDateIn('es', '2026-03-05T12:00:00Z', '—')).toBe('5 mar 2026');
    expect(formatCalendarDateIn('de', '2026-03-05T12:00:00Z', '—')).toBe('5. März 2026');
    expect(formatCalendarDateIn('pt-BR', '2026-03-05T12:00:00Z', '—')).toBe('5 de mar. de 2026');
  });

  it('writes it as English does in English and in the pseudo-locale', () => {
    expect(formatCalendarDateIn('en', '2026-03-05T12:00:00Z', '—')).toBe('Mar 5, 2026');
    expect(formatCalendarDateIn('en-XA', '2026-03-05T12:00:00Z', '—')).toBe('Mar 5, 2026');
  });

  it('says what the screen says for an unknown date when there is none or it cannot be read', () => {
    expect(formatCalendarDateIn('es', null, 'Nunca')).toBe('Nunca');
    expect(formatCalendarDateIn('es', undefined, '—')).toBe('—');
    expect(formatCalendarDateIn('fr', '', 'Jamais')).toBe('Jamais');
    expect(formatCalendarDateIn('de', 'not a date', '—')).toBe('—');
    expect(formatCalendarDateIn('en', null, 'Never')).toBe('Never');
  });
});
