import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootCardsHtml } from '../../../server/bootCards';
import { interfaceI18n } from '../../../server/pageLanguage';
import { renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 10_000 };
// Intl's compact forms put a no-break space between the number and its unit.
const nb = '\u00a0';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

/** The texts a card shows, in the page's order: every element that holds text and no other element. */
function shownTexts(card: Element): string[] {
  return [...card.querySelectorAll('*')]
    .filter((element) => element.children.length === 0 && (element.textContent ?? '').trim() !== '')
    .map((element) => element.textContent!.trim());
}

const recaps = () => [
  recap(1, { views: 1_234_567, like_count: 1, published_at: daysAgo(3), avg_rating: 4.25, rating: 4.25, status: null, series_slug: 'solo' }),
  recap(2, { views: 0, like_count: 1_250, published_at: new Date().toISOString(), avg_rating: 0, status: 'private' }),
];

// English words a card, the filters or the count line said before they followed the reader's language.
const ENGLISH = /\b(views|likes|ago|Just now|Rated|Add to Watchlist|Series page|Published date|Under 1 hour|hours|English|Korean|private)\b/;

describe('the home screen\'s cards and filters in the reader\'s language', () => {
  it('writes a card\'s facts in Spanish, counts and ages in Spanish forms, and names sorts, lengths and languages in Spanish', async () => {
    await servedIn('es');
    const { handler } = recapsHandler(() => pageOf(recaps()));
    renderRoute('/', { handlers: [handler] });
    const [first, second] = await screen.findAllByRole('article', {}, slow);
    expect(shownTexts(first!)).toEqual(expect.arrayContaining([`1,2${nb}M visualizaciones`, '1 Me gusta', 'hace 3 días', '★ 4,3', 'Página de la serie', 'Añadir a Para ver']));
    expect(within(first!).getByText('★ 4,3')).toHaveAttribute('aria-label', 'Valoración: 4,25 de 5');
    expect(within(first!).getByRole('button', { name: 'Abrir Recap title 1' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Página de la serie Series 1' })).toBeInTheDocument();
    expect(shownTexts(second!)).toEqual(expect.arrayContaining(['0 visualizaciones', `1,2${nb}mil Me gusta`, 'Hace un momento', 'privado']));

    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Fecha de publicación', 'Visualizaciones', 'Duración', 'Valoración', 'Me gusta']);
    const lengths = screen.getByRole('group', { name: 'Duración' });
    expect(within(lengths).getAllByRole('button').map((button) => button.textContent)).toEqual(['Menos de 1 hora', 'De 1 a 2 horas', 'De 2 a 4 horas', 'Más de 4 horas']);
    const language = screen.getByRole('combobox', { name: 'Idioma' });
    expect(await within(language).findByRole('option', { name: 'Inglés (40)' }, slow)).toBeInTheDocument();
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos los idiomas', 'Inglés (40)', 'Coreano (12)', 'Japonés (3)']);
    expect(screen.getByText('Idioma: Inglés')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Resúmenes' })).toBeInTheDocument();

    for (const text of [...shownTexts(first!), ...shownTexts(second!), ...[sort, lengths, language].flatMap(shownTexts)]) {
      // The recap's own words (its title, series, channel) are the recap's, in whatever language it was written.
      if (/^(Recap title|Series) \d$|^Recap Tower$/.test(text)) continue;
      expect(text).not.toMatch(ENGLISH);
    }
  });

  it('writes a card\'s facts in Brazilian Portuguese, with its plural forms and its compact numbers', async () => {
    await servedIn('pt-BR');
    const { handler } = recapsHandler(() => pageOf(recaps()));
    renderRoute('/', { handlers: [handler] });
    const [first, second] = await screen.findAllByRole('article', {}, slow);
    expect(shownTexts(first!)).toEqual(expect.arrayContaining([`1,2${nb}mi visualizações`, '1 curtida', 'há 3 dias', '★ 4,3', 'Adicionar a Para assistir']));
    expect(shownTexts(second!)).toEqual(expect.arrayContaining(['0 visualizações', `1,2${nb}mil curtidas`, 'Agora mesmo', 'privado']));
    expect(within(screen.getByRole('combobox', { name: 'Ordenar por' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Data de publicação', 'Visualizações', 'Duração', 'Avaliação', 'Curtidas',
    ]);
  });

  it('shows in the app\'s Spanish cards what the server wrote into a Spanish page', async () => {
    await servedIn('es');
    const list = recaps();
    const { handler } = recapsHandler(() => pageOf(list));
    renderRoute('/', { handlers: [handler] });
    const appCards = await screen.findAllByRole('article', {}, slow);
    const written = document.createElement('ul');
    written.innerHTML = bootCardsHtml(list, new Date(), interfaceI18n('es'));
    [...written.children].forEach((bootCard, index) => {
      const bootTexts = shownTexts(bootCard);
      expect(shownTexts(appCards[index]!).slice(0, bootTexts.length)).toEqual(bootTexts);
    });
    expect(shownTexts(written.children[0]!)).toContain('hace 3 días');
  });
});
