import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errorBody.ts';
import { isUnder } from './routerPath.ts';

/** What an address that cannot be decoded (a stray % in it) gets back, in words instead of the framework's JSON. */
const BAD_ADDRESS_MESSAGE = 'This address is not valid. Check it for a typing mistake, or start again from the home page.';

const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Address not valid</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Address not valid</h1>
<p>${BAD_ADDRESS_MESSAGE}</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;

/**
 * Fastify's frameworkErrors handler: a person who typed or pasted a broken address into the browser sees a
 * page with a way back; a call to the API gets the usual error body.
 */
export function answerBadAddress(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 400 : 500;
  const wantsPage = request.method === 'GET' && !isUnder(request.url, '/api/');
  if (status === 400 && wantsPage) {
    void reply.code(400).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
    return;
  }
  void reply.code(status).send(errorBody(status === 400 ? BAD_ADDRESS_MESSAGE : 'Internal server error'));
}
