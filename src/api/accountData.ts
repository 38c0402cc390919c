import { request } from './client';
import type { MessageResponse } from './types';

/** DELETE /api/account: the member's password again, then everything of theirs goes (docs/privacy.md). */
export function deleteAccount(password: string): Promise<MessageResponse> {
  return request('/account', { method: 'DELETE', body: { password } });
}
