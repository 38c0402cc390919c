import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from '../recaps/fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 10000 };
const menu = () => screen.findByRole('combobox', { name: 'Site language' }, slow);

describe('the language menu', () => {
  it('names each language in itself, and a visitor\'s choice reads the home screen in it and is kept in this browser', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)], 2, false));
    renderRoute('/', { handlers: [handler] });
    expect(await screen.findByText('2 recap(s) found', {}, slow)).toBeInTheDocument();

    const select = await menu();
    expect(select).toHaveValue('en');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Bahasa Indonesia',
      'Français',
      'Deutsch',
    ]);

    await user.selectOptions(select, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resúmenes de manhwa' }, slow)).toBeInTheDocument();
    expect(screen.getByText('2 resúmenes encontrados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Canales' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma del sitio' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    // Where the server reads it: the next page comes in Spanish.
    expect(document.cookie).toContain('language=es');
  });

  it('starts in the language the page was served in, with that language\'s plural forms', async () => {
    await servedIn('de');
    const { handler } = recapsHandler(() => pageOf([recap(1)], 1, false));
    renderRoute('/', { handlers: [handler] });
    expect(await screen.findByText('1 Zusammenfassung gefunden', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manhwa-Zusammenfassungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache der Website' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps a member\'s choice with the account, and follows the language the account keeps', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderRoute('/', {
      user: { ...demoUser, language: 'pt-BR' },
      handlers: [
        http.put(`${API}/account/language`, async ({ request }) => {
          const body = (await request.json()) as { language: string };
          saved.push(body);
          return HttpResponse.json(body);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumos de manhwa' }, slow)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma do site' }), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Résumés de manhwa' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ language: 'fr' }]));
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('is on the account page too, labelled there, and a member who chooses there reads the account page in that language', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderRoute('/account', {
      user: demoUser,
      handlers: [
        http.put(`${API}/account/language`, async ({ request }) => {
          const body = (await request.json()) as { language: string };
          saved.push(body);
          return HttpResponse.json(body);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' }, slow)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Language' });
    const accountMenu = await within(section).findByRole('combobox', { name: 'Site language' }, slow);
    // Both menus on screen, each with its own label.
    expect(screen.getAllByRole('combobox', { name: 'Site language' })).toHaveLength(2);

    await user.selectOptions(accountMenu, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Tu configuración y tus datos')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tus datos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar mis datos (JSON)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ language: 'es' }]));
    for (const english of ['My Account', 'Your data', 'Export my data (JSON)', 'Delete my account']) expect(screen.queryByText(english)).toBeNull();
  });
});
