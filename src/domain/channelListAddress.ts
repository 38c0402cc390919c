import type { ChannelSortBy } from '../api/types';
import { CHANNEL_SORT_OPTIONS, DEFAULT_CHANNEL_FILTERS, type ChannelFilters } from './channelFilters';
import { LANGUAGE_CODE } from './languageCode';
import { oneOf, sortOrder, written, type ListAddress } from './listAddress';

/** The channel list's address: language, sort and whether the deactivated channels are listed. */
export const channelListAddress: ListAddress<ChannelFilters> = {
  params: ['language', 'sortBy', 'sortOrder', 'deactivated'],
  read(search) {
    const params = new URLSearchParams(search);
    const language = params.get('language') ?? '';
    return {
      language: LANGUAGE_CODE.test(language) ? language : DEFAULT_CHANNEL_FILTERS.language,
      sortBy: oneOf<ChannelSortBy>(params.get('sortBy'), CHANNEL_SORT_OPTIONS, DEFAULT_CHANNEL_FILTERS.sortBy),
      sortOrder: sortOrder(params.get('sortOrder'), DEFAULT_CHANNEL_FILTERS.sortOrder),
      // Only 'true' lists the deactivated channels; the server answers that list to admins alone.
      deactivated: params.get('deactivated') === 'true',
    };
  },
  write(filters) {
    return written([
      ['language', filters.language || undefined],
      ['sortBy', filters.sortBy !== DEFAULT_CHANNEL_FILTERS.sortBy ? filters.sortBy : undefined],
      ['sortOrder', filters.sortOrder !== DEFAULT_CHANNEL_FILTERS.sortOrder ? filters.sortOrder : undefined],
      ['deactivated', filters.deactivated ? 'true' : undefined],
    ]);
  },
};
