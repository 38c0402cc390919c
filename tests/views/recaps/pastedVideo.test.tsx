import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderRoute } from '../support/renderRoute';
import { channel, pageOf, recap, recapsHandler } from './fixtures';

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

describe('A pasted video the filters leave out', () => {
  it('names the Language filter that hides it and opens its recap all the same', async () => {
    const { handler } = catalogue();
    renderRoute(`/?search=${encodeURIComponent(`https://youtu.be/${korean.video_id}`)}`, { handlers: [handler] });
    expect(await screen.findByText("The Language filter (English) hides this video's recap: it is in Korean.", {}, slow)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the recap' }));
    expect(await within(await screen.findByRole('dialog', {}, slow)).findByRole('heading', { name: 'Series 5' })).toBeInTheDocument();
  });

  it('names the Duration filter when the language lets it through', async () => {
    const { handler } = catalogue();
    renderRoute(`/?search=${korean.video_id}&language=all&duration=under1h`, { handlers: [handler] });
    expect(await screen.findByText("The Duration filter (Under 1 hour) hides this video's recap: it lasts 2:01:40.", {}, slow)).toBeInTheDocument();
  });

  it('on a channel page, says the recap is on another channel', async () => {
    const { handler } = catalogue();
    renderRoute(`/recaps/channel/7?search=${korean.video_id}`, {
      handlers: [handler, http.get(`${API}/channels/:id`, () => HttpResponse.json(channel))],
    });
    expect(await screen.findByText("This video's recap is on another channel, Other Recaps.", {}, slow)).toBeInTheDocument();
  });

  it('adds nothing to "No recaps found" when the catalogue has no recap of the video either', async () => {
    const { handler, queries } = catalogue();
    renderRoute('/?search=abcdefghijk', { handlers: [handler] });
    expect(await screen.findByText('No recaps found', {}, slow)).toBeInTheDocument();
    await expect.poll(() => queries.filter((query) => !query.has('language')).length).toBe(1);
    expect(screen.queryByRole('button', { name: 'Open the recap' })).toBeNull();
  });
});
