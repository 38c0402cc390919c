/** The fields of the API's shapes that hold a moment: created_at, published_at_1, last_posted… */
type MomentField = `${string}_at` | `${string}_at_${number}` | 'last_posted';

/**
 * A row a query reads for one of the API's shapes (src/api/types.ts): the same fields, except that the driver
 * hands a moment over as a Date, which the route's response schema writes as the API's ISO text.
 */
export type ApiRow<T> = { [K in keyof T]: K extends MomentField ? T[K] | Date : T[K] };
