import type { FastifyPluginAsync } from 'fastify';
import { channelChangedSchema, channelPageSchema, channelSchema, favouriteChangedSchema, favouriteCheckSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { CHANNEL_SORT_COLUMNS, channelById, channelListPage, isActiveChannel, setChannelActive, type ChannelListQuery, type ChannelPage } from '../db/queries/channels.ts';
import { addFavourite, favouriteChannelsPage, isFavourite, removeFavourite } from '../db/queries/favourites.ts';
import { heavyListLane } from '../db/queries/heavyListLane.ts';
import { HttpError } from '../http/httpError.ts';
import { LIST_TOO_DEEP_MESSAGE } from './listTooDeep.ts';
import type { ListTooDeep } from '../db/queries/listDepth.ts';
import { SEARCH_MAX_LENGTH } from '../../src/domain/limits.ts';
import { recordIdSchema } from '../contract/recordIdSchema.ts';

const idParams = {
  type: 'object',
  properties: { id: recordIdSchema },
  required: ['id'],
} as const;

const pageProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** A channel page as it is, or the 400 for a page past the depth bound. */
function listedOrTooDeep(page: ChannelPage | ListTooDeep): ChannelPage {
  if ('outcome' in page) throw new HttpError(400, LIST_TOO_DEEP_MESSAGE);
  return page;
}

const FAVOURITES_LOGIN = 'Please log in to manage favorites.';

export const channelRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Querystring: ChannelListQuery }>('/channels', {
    schema: {
      response: { 200: channelPageSchema },
      querystring: {
        type: 'object',
        properties: {
          ...pageProperties,
          search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
          userId: { type: 'string', maxLength: 20 },
          active: { type: 'string', enum: ['0', '1', 'true', 'false'] },
          language: { type: 'string', maxLength: 16 },
          sortBy: { type: 'string', enum: Object.keys(CHANNEL_SORT_COLUMNS), default: 'name' },
          sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
        },
      },
    },
    config: { access: 'visitor' },
  }, async (request) => {
    const { user, query } = request;
    // userId only ever names the session's own user, whose favourites is_favourited marks (it always does);
    // it filters nothing: the Browse Channels screen sends userId=current and must still list every channel.
    // `current` without a session (an expired one) is simply anonymous; another user's id is refused.
    if (query.userId !== undefined && query.userId !== '' && query.userId !== 'current') {
      if (user === null) throw new HttpError(401, 'Please log in to view your favourites.');
      if (query.userId !== String(user.id)) throw new HttpError(403, 'You can only list your own favourites');
    }
    // A search's cost is not bounded by one index walk: it takes the heavy lane, as a recap search does.
    if (query.search?.trim()) return listedOrTooDeep(await heavyListLane(db).run(() => channelListPage(db, query, user)));
    return listedOrTooDeep(await channelListPage(db, query, user));
  });

  app.get<{ Querystring: { page: number; limit: number } }>('/channels/favourites', {
    schema: { response: { 200: channelPageSchema }, querystring: { type: 'object', properties: pageProperties } },
    config: { access: 'member', loginMessage: 'Please log in to view your favourites.' },
  }, async (request) => listedOrTooDeep(await favouriteChannelsPage(db, signedInUser(request).id, request.query.page, request.query.limit)));

  app.get<{ Params: { id: number } }>('/channels/favourites/check/:id', {
    schema: { response: { 200: favouriteCheckSchema }, params: idParams },
    config: { access: 'visitor' },
  }, async (request) => {
    // Anonymous visitors have no favourites; answering false spares the header a login error.
    const { user } = request;
    return { is_favourited: user !== null && await isFavourite(db, user.id, request.params.id) };
  });

  app.get<{ Params: { id: number } }>('/channels/:id', { schema: { response: { 200: channelSchema }, params: idParams }, config: { access: 'visitor' } }, async (request) => {
    const channel = await channelById(db, request.params.id, request.user?.id ?? null);
    if (channel === null || channel.active !== true) throw new HttpError(404, 'Channel not found');
    return channel;
  });

  app.post<{ Params: { id: number } }>('/channels/:id/favourite', {
    schema: { response: { 201: favouriteChangedSchema }, params: idParams },
    config: { access: 'member', loginMessage: FAVOURITES_LOGIN },
  }, async (request, reply) => {
    if (!(await isActiveChannel(db, request.params.id))) throw new HttpError(404, 'Channel not found');
    if (!(await addFavourite(db, signedInUser(request).id, request.params.id))) throw new HttpError(409, 'Channel already in favourites');
    return reply.code(201).send({ message: 'Channel added to favourites', is_favourited: true });
  });

  app.delete<{ Params: { id: number } }>('/channels/:id/favourite', {
    schema: { response: { 200: favouriteChangedSchema }, params: idParams },
    config: { access: 'member', loginMessage: FAVOURITES_LOGIN },
  }, async (request) => {
    if (!(await removeFavourite(db, signedInUser(request).id, request.params.id))) throw new HttpError(404, 'Channel not found in favourites');
    return { message: 'Channel removed from favourites', is_favourited: false };
  });

  app.put<{ Params: { id: number } }>('/channels/:id/deactivate', { schema: { response: { 200: channelChangedSchema }, params: idParams }, config: { access: 'admin' } }, async (request) => {
    if (!(await setChannelActive(db, request.params.id, false))) throw new HttpError(404, 'Channel not found');
    return { message: 'Channel deactivated successfully', channel: await channelById(db, request.params.id, signedInUser(request).id) };
  });

  // Undoes a deactivation: admins list deactivated channels with GET /channels?active=0.
  app.put<{ Params: { id: number } }>('/channels/:id/reactivate', { schema: { response: { 200: channelChangedSchema }, params: idParams }, config: { access: 'admin' } }, async (request) => {
    if (!(await setChannelActive(db, request.params.id, true))) throw new HttpError(404, 'Channel not found');
    return { message: 'Channel reactivated successfully', channel: await channelById(db, request.params.id, signedInUser(request).id) };
  });
};
