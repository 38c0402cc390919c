import { describe, expect, it } from 'vitest';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';

// The client is pointed at a server that is then stopped: the call meets a refused connection, as offline would.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
const { request } = await import('../../src/api/client');
await server.close();

describe('a call to a server that cannot be reached', () => {
  it('fails with status 0 and a plain sentence, not the fetch library\'s text', async () => {
    const error = await request('/recaps').then(() => null, (caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 0,
      isNetworkError: true,
      message: 'Could not reach the server. Please check your connection and try again.',
      body: null,
    });
  });
});
