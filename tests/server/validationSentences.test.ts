import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../server/http/validationMessage';

/** A refusal as the validator reports it: the keyword, where in the request, and its parameters. */
function refusal(keyword: string, instancePath: string, params: Record<string, unknown>): FastifySchemaValidationError {
  return { keyword, instancePath, schemaPath: '', params, message: 'as the validator writes it' };
}

describe('a schema refusal is told in a sentence a person can read', () => {
  it.each([
    ['a missing field', refusal('required', '', { missingProperty: 'email' }), 'email is required.'],
    ['too long a text', refusal('maxLength', '/search', { limit: 200 }), 'search must be at most 200 characters.'],
    ['an empty text', refusal('minLength', '/name', { limit: 1 }), 'name cannot be empty.'],
    ['too short a text', refusal('minLength', '/username', { limit: 3 }), 'username must be at least 3 characters.'],
    ['too small a number', refusal('minimum', '/page', { limit: 1 }), 'page must be at least 1.'],
    ['too big a number', refusal('maximum', '/limit', { limit: 100 }), 'limit must be at most 100.'],
    ['a word for a whole number', refusal('type', '/id', { type: 'integer' }), 'id must be a whole number.'],
    ['a number for a text', refusal('type', '/series_name', { type: 'string' }), 'series_name must be string.'],
    ['a text where a whole number or nothing (null) goes: what was wrong is the value given', refusal('type', '/channel_id', { type: 'integer,null' }), 'channel_id must be a whole number.'],
    ['a value where either of two types goes', refusal('type', '/tracker_id', { type: 'string,integer,null' }), 'tracker_id must be string or a whole number.'],
    ['a value where only null goes', refusal('type', '/cleared', { type: 'null' }), 'cleared must be null.'],
    ['a value not in the list', refusal('enum', '/sortOrder', { allowedValues: ['asc', 'desc'] }), 'sortOrder must be one of: asc, desc.'],
    ['a list without its values', refusal('enum', '/sortOrder', {}), 'sortOrder must be one of: the listed values.'],
    ['a field inside a field', refusal('pattern', '/filters/language', {}), 'filters.language is not valid.'],
    ['an item of a list inside a field', refusal('type', '/filters/languages/0', { type: 'string' }), 'filters.languages.0 must be string.'],
    ['the body as a whole', refusal('type', '', { type: 'object' }), 'the request must be object.'],
  ])('%s', (_case, issue, sentence) => {
    expect(validationMessage([issue])).toBe(sentence);
  });

  it('tells the first problem of several, the one to fix first, and a plain sentence when none is named', () => {
    const first = refusal('required', '', { missingProperty: 'password' });
    expect(validationMessage([first, refusal('maxLength', '/email', { limit: 254 })])).toBe('password is required.');
    expect(validationMessage([])).toBe('The request is not valid.');
  });
});
