import { http, HttpResponse } from 'msw';
import type { Channel, ChannelQuery, Page, Recap } from '../../../src/api/types';
import { API } from '../support/renderRoute';
import { buildChannel, buildRecap } from '../../support/factories';

export function channel(id: number, overrides: Partial<Channel> = {}): Channel {
  return buildChannel(id, {
    subscriber_count: 1_250_000,
    total_videos: 340,
    last_posted: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    total_views: 45_600,
    total_likes: 900,
    ...overrides,
  });
}

export function recap(id: number, overrides: Partial<Recap> = {}): Recap {
  return buildRecap(id, {
    title: `Recap ${id} title`, series_name: `Series ${id}`, views: 1500, like_count: 10, duration: 3700,
    published_at: '2024-01-01T00:00:00.000Z', channel_name: 'Channel 1', ...overrides,
  });
}

/** A server holding `all` channels, answering GET /channels page by page and recording each query. */
export function channelsServer(all: Channel[], options: { languages?: string[] | 'fail' } = {}) {
  const queries: ChannelQuery[] = [];
  const held = [...all];
  const handlers = [
    http.get(`${API}/recaps/languages`, () =>
      options.languages === 'fail'
        ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })
        : HttpResponse.json(options.languages ?? ['en', 'ko']),
    ),
    http.get(`${API}/channels`, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams) as Record<string, string>;
      queries.push(params as unknown as ChannelQuery);
      const page = Number(params.page ?? 1);
      const limit = Number(params.limit ?? 20);
      // active=false is the admins' list of deactivated channels; anything else lists the active ones.
      const wantsActive = params.active !== 'false' && params.active !== '0';
      const matching = held.filter((c) => c.active === wantsActive && (!params.language || c.language === params.language));
      const data = matching.slice((page - 1) * limit, page * limit);
      const body: Page<Channel> = { data, total: matching.length, hasMore: page * limit < matching.length };
      return HttpResponse.json(body);
    }),
    http.put(`${API}/channels/:id/deactivate`, ({ params }) => {
      const index = held.findIndex((c) => c.id === Number(params.id));
      if (index >= 0) held[index] = { ...held[index], active: false };
      return HttpResponse.json({ message: 'Channel deactivated' });
    }),
    http.put(`${API}/channels/:id/reactivate`, ({ params }) => {
      const index = held.findIndex((c) => c.id === Number(params.id));
      if (index >= 0) held[index] = { ...held[index], active: true };
      return HttpResponse.json({ message: 'Channel reactivated successfully' });
    }),
  ];
  return { handlers, queries };
}
