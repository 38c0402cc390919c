import { request } from './client';
import type { SpoilerShieldSetting } from './types';

/** GET /api/account/spoiler-shield: whether the member's recaps past their reading place come blurred. */
export function fetchSpoilerShield(): Promise<SpoilerShieldSetting> {
  return request('/account/spoiler-shield');
}

export function saveSpoilerShield(on: boolean): Promise<SpoilerShieldSetting> {
  return request('/account/spoiler-shield', { method: 'PUT', body: { spoiler_shield: on } });
}
