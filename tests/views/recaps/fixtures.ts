import { http, HttpResponse } from 'msw';
import type { Channel, Page, Recap } from '../../../src/api/types';
import { API } from '../support/renderRoute';
import { buildRecap } from '../../support/factories';

/** A recap as the home list shows one: every field of the card filled, so a test sees each of them. */
export function recap(id: number, changes: Partial<Recap> = {}): Recap {
  return buildRecap(id, {
    title: `Recap title ${id}`,
    series_name: `Series ${id}`,
    thumbnail_url: `/media/thumbnails/vid${id}.jpg`,
    preview_url: `/media/previews/${id}.mp4`,
    views: 1500 * id,
    like_count: 120 * id,
    duration: 3725,
    published_at: '2020-01-01T00:00:00.000Z',
    status: 'Ongoing',
    channel_id: 7,
    channel_name: 'Recap Tower',
    genres: ['Action'],
    tags: ['regression'],
    chapters_covered: '1-120',
    ...changes,
  });
}

export function pageOf(recaps: Recap[], total = recaps.length, hasMore = false): Page<Recap> {
  return { data: recaps, total, hasMore };
}

export const channel: Channel = {
  id: 7,
  name: 'Recap Tower',
  language: 'ko',
  description: 'Long recaps of tower climbers.',
  subscriber_count: 125_400,
  total_videos: 1_250,
  last_posted: '2024-03-05T00:00:00.000Z',
  total_views: 0,
  total_likes: 0,
  youtube_channel_id: 'UCtower123',
  is_favourited: false,
  active: true,
  full_scan: true,
  verified: true,
  url: null,
};

/** GET /api/recaps answered by a function of the query; every query is recorded. */
export function recapsHandler(answer: (query: URLSearchParams) => Page<Recap> | Response | Promise<Page<Recap> | Response>) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(`${API}/recaps`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const result = await answer(query);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
  return { handler, queries };
}
