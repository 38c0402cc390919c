import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 10000 };
const PREVIEW: ImportPreview = {
  matched: [{ title: 'Trash Princess', status: 'watching', chapters: 45, series: { slug: 'second-life', name: 'Second Life of a Trash Princess' }, matched_by: 'title' }],
  ambiguous: [{ title: 'Sennen Maou', status: 'paused', chapters: 1, candidates: [{ slug: 'infinite', name: 'Infinite Thousand-Year Demon Lord' }] }],
  missing: [{ title: 'Nobody Recapped This', status: 'planning', chapters: 0 }],
};
const main = () => within(screen.getByRole('main'));

/** None of the page's English sentences is on the screen (whole words: "Importar" holds "Import"). */
function expectNoEnglish(texts: string[]) {
  const shown = screen.getByRole('main').textContent ?? '';
  for (const text of texts) expect(shown).not.toMatch(new RegExp(`\\b${text.replace(/[.()]/g, '\\$&')}\\b`));
}

describe('the list import page in Spanish', () => {
  it('says its form, its refusal, its preview and its summary in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/account/import', {
      user: demoUser,
      handlers: [
        http.post(`${API}/account/import`, () => HttpResponse.json(PREVIEW)),
        http.post(`${API}/account/import/apply`, () => HttpResponse.json({ followed: 2, updated: 0, skipped: 1 })),
      ],
    });
    expect(await main().findByRole('heading', { level: 1, name: 'Importar tu lista' }, slow)).toBeInTheDocument();
    expect(main().getByText('Sigue las series que lees en MyAnimeList o AniList, con tu estado y tus capítulos')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Subir' }));
    expect(main().getByRole('alert')).toHaveTextContent('Primero elige el archivo de tu lista de MyAnimeList o AniList.');
    expectNoEnglish(['Import Your List', 'List file', 'Upload', 'Nothing changes until you confirm', 'Choose your MyAnimeList']);

    await user.upload(main().getByLabelText('Archivo de la lista'), new File(['<myanimelist/>'], 'list.xml', { type: 'text/xml' }));
    await user.click(main().getByRole('button', { name: 'Subir' }));
    expect(await main().findByRole('heading', { name: 'Encontradas (1)' }, slow)).toBeInTheDocument();
    expect(main().getByText('Viendo · 45 capítulos leídos · en la lista como Trash Princess')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Elige la serie (1)' })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'No están en el catálogo (1)' })).toBeInTheDocument();
    expect(main().getByRole('option', { name: 'Omitir' })).toBeInTheDocument();
    await user.selectOptions(main().getByLabelText('Sennen Maou'), 'Infinite Thousand-Year Demon Lord');
    expectNoEnglish(['Found', 'Choose the series', 'Not in the catalogue', 'chapters read', 'listed as', 'Skip', 'Choose Another File']);

    await user.click(main().getByRole('button', { name: 'Importar 2 series' }));
    expect(await main().findByRole('heading', { name: 'Importación completada' }, slow)).toBeInTheDocument();
    expect(main().getByRole('status')).toHaveTextContent('Series seguidas: 2; actualizadas: 0; omitidas: 1.');
    expect(main().getByRole('link', { name: 'Ir a mi estante' })).toHaveAttribute('href', '/shelf');
    expect(main().getByRole('button', { name: 'Importar otro archivo' })).toBeInTheDocument();
    expectNoEnglish(['Import complete', 'Followed', 'Go to My Shelf', 'Import Another File']);
  });

  it('asks a visitor to log in, in Spanish', async () => {
    await servedIn('es');
    renderRoute('/account/import', { user: null });
    expect(await main().findByText('Inicia sesión para importar tu lista.', {}, slow)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    expectNoEnglish(['Login Required', 'Please log in', 'Go to Login']);
  });
});
