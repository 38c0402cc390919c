import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/machines/shared/catalogues';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from '../recaps/fixtures';

const slow = { timeout: 10000 };
const menu = () => screen.findByRole('combobox', { name: 'Site language' }, slow);

afterEach(() => {
  // The catalogues' instance is the module's: the next test starts in English, as a first visit does.
  i18n.activate('en');
  document.documentElement.lang = 'en';
});

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
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('starts in a language stored before, with that language\'s plural forms', async () => {
    localStorage.setItem('language', 'de');
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
});
