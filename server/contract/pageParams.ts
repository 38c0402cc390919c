/** The page and page size of a list of recaps (the recap list, the shelf's new recaps): 20 a page, at most 100. */
export const recapPageParams = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;
