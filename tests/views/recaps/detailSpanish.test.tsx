import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../../src/locales/en';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 10000 };

/** The dialog's English sentences and labels (its `recap.` messages), with their values taken out. */
const englishTexts = Object.entries(english)
  .filter(([id]) => id.startsWith('recap.'))
  .flatMap(([, compiled]) => (compiled as unknown[]).filter((part): part is string => typeof part === 'string'))
  .map((part) => part.trim())
  .filter((part) => part.length > 3);

/** Everything a person reads or hears in an element: its text, and its labels and alternative texts. */
function whatIsRead(element: HTMLElement): string {
  const labels = [...element.querySelectorAll('[aria-label], [alt]')].map((node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('alt') ?? ''}`);
  return [element.textContent ?? '', ...labels].join('\n');
}

function expectNoEnglish(element: HTMLElement, data: string[]) {
  let read = whatIsRead(element);
  // Recap titles, series and channel names, tags and chapters are data: they stay as they are.
  for (const datum of data) read = read.split(datum).join(' ');
  // Whole words only: "Cancel" is no English in "Cancelar".
  for (const text of englishTexts) expect(read).not.toMatch(new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u'));
  expect(read).not.toMatch(/\b(?:the|your|of|on|to|for|Please|Watch|Save|Views|Rating|Likes|Channel|Published|Close|Cancel|Submit)\b/);
}

describe('the recap dialog in Spanish', () => {
  it('speaks Spanish: fields, numbers and dates in its form, the spoiler shield, the rating, the suggestion form, its refusals and its toasts', async () => {
    expect(englishTexts.length).toBeGreaterThan(60);
    await servedIn('es');
    // The toasts' code loads with the first toast; a success toast stays 2 s, so it is loaded before, as it would be
    // on a page that showed one already.
    await import('../../../src/views/app/Toaster');
    const user = userEvent.setup();
    const shown = recap(4, {
      avg_rating: 3.5, rating: 3.5, views: 2_500_000, like_count: 4200, genres: ['Acción'], tags: [], chapters_covered: '1-200',
      published_at: '2024-03-05T12:00:00.000Z', series_slug: 'series-4', beyond_reading_place: 150,
    });
    const rated: unknown[] = [];
    const { handler } = recapsHandler(() => pageOf([shown]));
    renderRoute('/?recap=4', {
      user: demoUser,
      handlers: [
        handler,
        http.get(`${API}/recaps/4`, () => HttpResponse.json(shown)),
        http.post(`${API}/recaps/4/rate`, async ({ request }) => {
          rated.push(await request.json());
          return HttpResponse.json({ avg_rating: 3.75, rating_count: 4, user_rating: 4 });
        }),
        http.get(`${API}/suggestions/mine`, () => HttpResponse.json({ suggestion: null, daily_remaining: 10 })),
        http.post(`${API}/suggestions`, () =>
          HttpResponse.json(
            {
              error: 'You can suggest at most 10 series names per day',
              message: 'You can suggest at most 10 series names per day',
              code: 'suggestion.nameDailyLimit',
              values: { n: 10 },
            },
            { status: 429 },
          ),
        ),
      ],
    });
    // The dialog says it is loading until the recap is in, then the recap's own dialog takes its place.
    expect(await screen.findByRole('heading', { name: 'Series 4' }, slow)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    const inside = within(dialog);
    // The spoiler shield names the recap by the reader's chapter until it is revealed.
    expect(inside.getByText(/Más allá de tu capítulo 150/)).toBeInTheDocument();
    expect(inside.getByRole('img', { name: 'Miniatura de Más allá de tu capítulo 150' })).toBeInTheDocument();
    const field = (name: string) => inside.getByText(name).nextElementSibling?.textContent;
    expect(field('Visualizaciones')).toBe('2,5\u00a0M');
    expect(field('Duración')).toBe('1:02:05');
    expect(field('Valoración')).toBe('3,5/5');
    expect(field('Publicado')).toBe('5 mar 2024');
    expect(field('Me gusta')).toBe('4,2\u00a0mil');
    expect(field('Canal')).toBe('Recap Tower');
    expect(field('Etiquetas y géneros')).toBe('Acción');
    expect(field('Capítulos cubiertos')).toBe('1-200');
    expect(inside.getByRole('link', { name: 'Reproducir vídeo' })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Ver en YouTube' })).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Guardar para después' })).toBeInTheDocument();
    expect(await inside.findByRole('button', { name: 'Marcar como visto' }, slow)).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Todos los resúmenes de Series 4, en todos los canales' })).toHaveAttribute('href', '/series/series-4');
    expect(inside.getByRole('group', { name: 'Tu valoración' })).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expectNoEnglish(dialog, ['Series 4', 'Recap Tower', 'Acción', '1-200']);

    await user.click(inside.getByRole('button', { name: 'Mostrar' }));
    expect(inside.getByText('Recap title 4')).toBeInTheDocument();

    await user.click(inside.getByRole('button', { name: 'Valorar con 4 de 5' }));
    await waitFor(() => expect(rated).toEqual([{ rating: 4 }]), slow);
    expect(await screen.findByText('¡Valoración enviada!', {}, slow)).toBeInTheDocument();

    await user.click(inside.getByRole('button', { name: 'Sugerir nombre de serie' }));
    const form = await screen.findByRole('dialog', { name: 'Sugerir nombre de serie' }, slow);
    const box = await within(form).findByLabelText('Nombre de la serie');
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    expect(within(form).getByText('Puedes sugerir un nombre de serie por resumen.')).toBeInTheDocument();
    expect(within(form).getByText('Te quedan 10 de 10 sugerencias hoy.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enviar sugerencia' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.type(box, 'Torre{Enter}');
    // The server's refusal, said by its code in Spanish (its English text is the answer's `error`).
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent('Puedes sugerir como máximo 10 nombres de serie al día');
    expectNoEnglish(form, ['Recap title 4', 'Torre']);
  }, 30000);
});
