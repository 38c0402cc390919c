import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MySuggestion } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 8000 };
const MANGADEX_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';
const mine: MySuggestion[] = [
  {
    id: 1, type: 'status', status: 'approved', admin_notes: null, created_at: '2026-11-20T10:00:00.000Z', reviewed_at: null,
    recap_id: null, recap_title: null, series_slug: 'tower', series_name: 'Tower', tracker: null, proposed_value: 'completed',
  },
];

function openSeries(progress: number | null) {
  renderRoute('/series/tower', {
    user: demoUser,
    handlers: [
      http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ progress, is_following: true }))),
      http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      http.get(`${API}/suggestions/mine/all`, () => HttpResponse.json({ suggestions: mine, daily_remaining: 7 })),
      http.put(`${API}/series/tower/progress`, async ({ request }) => HttpResponse.json({ slug: 'tower', chapter: ((await request.json()) as { chapter: number }).chapter })),
    ],
  });
}

/** None of the panels' English sentences is on the screen. */
function expectNoEnglish(texts: string[]) {
  const shown = document.body.textContent ?? '';
  for (const text of texts) expect(shown).not.toMatch(new RegExp(`\\b${text}\\b`));
}

describe('a series page\'s reading place and suggestions in Spanish', () => {
  it('says the reading place, its form, its refusal and its confirmation in Spanish', async () => {
    await servedIn('es');
    openSeries(35);
    const user = userEvent.setup();
    const main = within(await screen.findByRole('main'));
    const panel = within(await main.findByRole('region', { name: 'Dónde vas en la lectura' }, slow));
    expect(panel.getByText('Leído hasta el capítulo 35.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Continuar desde el capítulo 41' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Borrar' })).toBeInTheDocument();
    const field = panel.getByLabelText('Leído hasta el capítulo');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Introduce un número de capítulo de 1 o más.');
    await user.clear(field);
    await user.type(field, '60');
    await user.click(panel.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Marcado como leído hasta el capítulo 60.', {}, slow)).toBeInTheDocument();
    expect(await panel.findByText('Todavía ningún resumen cubre el capítulo 61.', {}, slow)).toBeInTheDocument();
    expectNoEnglish(['Your reading place', 'Read up to chapter', 'Continue from chapter', 'No recap covers', 'Save', 'Clear', 'Enter a chapter number', 'Marked as read']);
  });

  it('says the correction dialog, its rules and the member\'s suggestions in Spanish', async () => {
    await servedIn('es');
    openSeries(null);
    const user = userEvent.setup();
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('No has marcado dónde vas.', {}, slow)).toBeInTheDocument();
    const list = await main.findByRole('list', { name: 'Tus sugerencias' }, slow);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Estado: FinalizadaAprobada');
    await user.click(main.getByRole('button', { name: 'Sugerir una corrección' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sugerir una corrección' }));
    expect(dialog.getByText('Un título por el que se conoce la serie: el original, una traducción, cómo lo escribe un canal.')).toBeInTheDocument();
    expect(dialog.getByText('Un administrador revisa cada sugerencia; verás el resultado en esta página.')).toBeInTheDocument();
    expect(dialog.getByText('Te quedan 7 de 10 sugerencias hoy.')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Qué corregir'), 'Enlace a un gestor');
    await user.selectOptions(dialog.getByLabelText('Gestor'), 'MangaDex');
    const id = dialog.getByLabelText('ID de MangaDex');
    await user.type(id, 'not an id');
    await user.click(dialog.getByRole('button', { name: 'Enviar sugerencia' }));
    // The rule shared with the server, said by its code in Spanish.
    expect(dialog.getByRole('alert')).toHaveTextContent(`Un ID de MangaDex es un UUID, como en mangadex.org/title/${MANGADEX_ID}.`);
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expectNoEnglish(['Your suggestions', 'Suggest a', 'What to correct', 'A title the series', 'An administrator', 'suggestions left', 'Submit Suggestion', 'Cancel', 'Approved', 'Status:', 'A MangaDex id']);
  });
});

