import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../../src/locales/en';
import { API, renderRoute } from '../support/renderRoute';
import { channel, pageOf, recap, recapsHandler } from './fixtures';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 10000 };
// A Korean recap of two hours, on another channel than the channel page's.
const korean = recap(5, { language: 'ko', duration: 7300, channel_id: 9, channel_name: 'Other Recaps' });

/** The catalogue answers the pasted video only to a search with no filter at all. */
function catalogue() {
  return recapsHandler((query) => {
    const filtered = ['language', 'min_duration', 'max_duration', 'channel_id', 'series'].some((name) => query.has(name));
    return pageOf(query.get('search') === korean.video_id && !filtered ? [korean] : []);
  });
}

/** The notice's English sentences and button (its `pastedVideo.` messages), with their values taken out. */
const englishTexts = Object.entries(english)
  .filter(([id]) => id.startsWith('pastedVideo.'))
  .flatMap(([, compiled]) => (typeof compiled === 'string' ? [compiled] : (compiled as unknown[]).filter((part): part is string => typeof part === 'string')))
  .map((part) => part.replace(/^[\s,.:()]+|[\s,.:()]+$/g, ''))
  .filter((part) => part.length > 3);

/** The notice a sentence is in: all it says, the channel's name (data) taken out, has no English left. */
function expectNoEnglish(sentence: HTMLElement) {
  const notice = sentence.closest<HTMLElement>('[role="status"]')!;
  const read = (notice.textContent ?? '').split(korean.channel_name).join(' ');
  for (const text of englishTexts) expect(read).not.toContain(text);
  expect(read).not.toMatch(/\b(?:The|This|the|this|video's|recap|filter|hides|it|is|in|lasts|another|channel|series|Open|Language|Duration|English|Korean)\b/);
}

describe('A pasted video the filters leave out, in Spanish', () => {
  it('names the Language filter and both languages in Spanish, and opens the recap with a Spanish button', async () => {
    expect(englishTexts.length).toBeGreaterThanOrEqual(7);
    await servedIn('es');
    const { handler } = catalogue();
    renderRoute(`/?search=${encodeURIComponent(`https://youtu.be/${korean.video_id}`)}&language=en`, { handlers: [handler] });
    const sentence = await screen.findByText('El filtro Idioma (Inglés) oculta el resumen de este video. Idioma del resumen: Coreano.', {}, slow);
    expectNoEnglish(sentence);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir el resumen' }));
    expect(await within(await screen.findByRole('dialog', {}, slow)).findByRole('heading', { name: 'Series 5' })).toBeInTheDocument();
  });

  it('names the Duration filter by its Spanish label', async () => {
    await servedIn('es');
    const { handler } = catalogue();
    renderRoute(`/?search=${korean.video_id}&language=all&duration=under1h`, { handlers: [handler] });
    expectNoEnglish(await screen.findByText('El filtro Duración (Menos de 1 hora) oculta el resumen de este video: dura 2:01:40.', {}, slow));
  });

  it('on a channel page, says in Spanish that the recap is on another channel', async () => {
    await servedIn('es');
    const { handler } = catalogue();
    renderRoute(`/recaps/channel/7?search=${korean.video_id}`, {
      handlers: [handler, http.get(`${API}/channels/:id`, () => HttpResponse.json(channel))],
    });
    expectNoEnglish(await screen.findByText('El resumen de este video está en otro canal, Other Recaps.', {}, slow));
  });
});
