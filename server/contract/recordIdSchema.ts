import { MAX_RECORD_ID } from '../../src/domain/recordId.ts';

/** A record id in a request's path, query or body: a whole number an `integer` id column can hold. */
export const recordIdSchema = { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID } as const;
