import { written, type ListAddress } from './listAddress';
import { DEFAULT_MATCH_CHOICES, isMatchSort, isMatchType, type MatchChoices } from './thumbnailMatches';

/** Thumbnail matches: the type shown and the sort; the page is not kept (a new visit starts at the first). */
export const matchListAddress: ListAddress<MatchChoices> = {
  params: ['type', 'sort'],
  read(search) {
    const params = new URLSearchParams(search);
    const type = params.get('type');
    const sort = params.get('sort');
    return {
      type: isMatchType(type) ? type : DEFAULT_MATCH_CHOICES.type,
      sort: isMatchSort(sort) ? sort : DEFAULT_MATCH_CHOICES.sort,
    };
  },
  write(choices) {
    return written([
      ['type', choices.type ?? undefined],
      ['sort', choices.sort !== DEFAULT_MATCH_CHOICES.sort ? choices.sort : undefined],
    ]);
  },
};
