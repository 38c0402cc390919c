import { setupServer } from 'msw/node';

/**
 * The network layer of the view tests: each test answers the API calls its screen makes with
 * `server.use(http.get('http://localhost:3000/api/...', ...))`; an unanswered call fails the test.
 */
export const server = setupServer();
