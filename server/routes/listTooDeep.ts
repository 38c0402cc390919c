/** What a list route answers (400) for a page past the depth bound of server/db/queries/listDepth.ts. */
export const LIST_TOO_DEEP_MESSAGE = 'Page is too deep; narrow the search or filters.';
