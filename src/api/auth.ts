import { request } from './client';
import type { MeResponse, MessageResponse } from './types';

/*
 * The session's calls, which every page makes from its start. Logging in, registering and the password and email
 * forms call the server through ./account, which loads with their pages.
 */

export function fetchMe(): Promise<MeResponse> {
  return request('/auth/me');
}

export function logout(): Promise<MessageResponse> {
  return request('/auth/logout', { method: 'POST' });
}
