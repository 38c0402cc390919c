import { screen, within } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { codeMessage } from '../../../src/domain/errorMessages';
import { messages as spanishMessages } from '../../../src/locales/es';
import { messageText } from '../../../src/views/hooks/useMessage';
import { inEnglish } from '../../machines/support/appActors';
import { API, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 8000 };

describe("a series page's coverage map in Spanish", () => {
  it('says the ranges, the gaps and the recaps of unknown chapters in Spanish, with plural forms', async () => {
    await servedIn('es');
    renderRoute('/series/tower', {
      user: null,
      handlers: [
        // Lane One: two recaps of unknown chapters; lane Two: one. Three in all.
        http.get(`${API}/series/tower`, () =>
          HttpResponse.json(
            seriesDetail({
              recap_count: 5,
              channels: [{ id: 1, name: 'One', language: 'en', recap_count: 3, ranged_count: 1 }, { id: 2, name: 'Two', language: 'ko', recap_count: 2, ranged_count: 1 }],
            }),
          ),
        ),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      ],
    });
    const map = within(await screen.findByRole('region', { name: 'Capítulos cubiertos' }, slow));
    expect(map.getByRole('button', { name: 'One: Capítulos 1–30' })).toHaveAttribute('title', 'Capítulos 1–30');
    expect(map.getByRole('button', { name: 'Two: Capítulos 41–60' })).toBeInTheDocument();
    expect(map.getByText('2 resúmenes con capítulos desconocidos')).toBeInTheDocument();
    expect(map.getByText('1 resumen con capítulos desconocidos')).toBeInTheDocument();
    expect(map.getByText('3 resúmenes con capítulos desconocidos')).toBeInTheDocument();
    expect(map.getByText(/Capítulos 31–40/)).toBeInTheDocument();
    const shown = screen.getByRole('region', { name: 'Capítulos cubiertos' }).textContent ?? '';
    for (const english of ['with unknown chapters', 'Chapters ', 'Chapter ', 'recap']) expect(shown).not.toContain(english);
  });
});

describe('a refusal naming a series status', () => {
  const spanish = setupI18n({ locale: 'es', messages: { es: spanishMessages } });

  it('says the status by its Spanish name, and the English sentence as the specification words it', () => {
    const refusal = codeMessage('suggestion.statusAlready', { status: 'ongoing' });
    expect(messageText(spanish, refusal)).toBe('Esta serie ya tiene el estado «En publicación».');
    expect(messageText(spanish, codeMessage('suggestion.statusAlready', { status: 'hiatus' }))).toBe('Esta serie ya tiene el estado «En pausa».');
    // The correction dialog's own check names the status by its English label.
    expect(messageText(spanish, codeMessage('suggestion.statusAlready', { status: 'On hiatus' }))).toBe('Esta serie ya tiene el estado «En pausa».');
    expect(inEnglish(refusal)).toBe('This series is ongoing already.');
  });
});
