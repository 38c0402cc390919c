import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../src/api/errors';
import { i18n } from '../../src/machines/shared/catalogues';
import { failedCallMessage } from '../../src/machines/shared/failedCall';
import { messages as englishMessages } from '../../src/locales/en';
import { inEnglish } from './support/appActors';

const FALLBACK = { id: 'recaps.fetchFailed' };

describe('a failed call as one message', () => {
  // The interface's catalogue as the page brings it, which says whether a code has a message.
  beforeAll(() => {
    i18n.load('en', englishMessages);
    i18n.activate('en');
  });

  it('says no answer at all as such, in the catalogue, with the English sentence of the client', () => {
    const said = failedCallMessage(toApiError(new TypeError('Failed to fetch')), FALLBACK);
    expect(said).toEqual({ id: 'error.network.unreachable' });
    expect(inEnglish(said)).toBe('Could not reach the server. Please check your connection and try again.');
  });

  it('says a refusal by its code and values, and by the body\'s English a code the catalogue has no message for', () => {
    const known = ApiError.fromAnswer(400, { error: 'Page too deep', code: 'request.pageTooDeep', values: { max: 500 } });
    expect(failedCallMessage(known, FALLBACK)).toEqual({ id: 'error.request.pageTooDeep', values: { max: 500 } });
    const unknown = ApiError.fromAnswer(500, { error: 'Something new.', code: 'server.somethingNew' });
    expect(failedCallMessage(unknown, FALLBACK)).toEqual({ id: 'error.unlisted', values: { text: 'Something new.' } });
    expect(inEnglish(failedCallMessage(unknown, FALLBACK))).toBe('Something new.');
  });

  it('says a body without a code by its English text, message first', () => {
    expect(inEnglish(failedCallMessage(ApiError.fromAnswer(503, { error: 'Down', message: 'Database unavailable.' }), FALLBACK))).toBe('Database unavailable.');
    expect(inEnglish(failedCallMessage(ApiError.fromAnswer(503, { error: 'Database unavailable.' }), FALLBACK))).toBe('Database unavailable.');
  });

  it('says an answer with nothing to read by its status, as the client words it', () => {
    const said = failedCallMessage(ApiError.fromAnswer(502, '<html>Bad gateway</html>'), FALLBACK);
    expect(inEnglish(said)).toBe('HTTP error! status: 502');
  });

  it('says a failure that is no call\'s by the list\'s own sentence', () => {
    for (const reason of [new Error('offline'), new Error(''), 'offline', undefined]) expect(failedCallMessage(reason, FALLBACK)).toBe(FALLBACK);
  });
});
