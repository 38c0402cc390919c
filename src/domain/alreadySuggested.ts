/**
 * One suggested name per member per recap (spec section 9). The server refuses a second with this sentence,
 * and the suggestion dialog says it as soon as it opens for a recap the member has suggested a name for.
 */
export const ALREADY_SUGGESTED = 'You have already suggested a series name for this recap';
