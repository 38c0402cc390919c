import { request } from './client';
import type { LanguageSetting } from './types';
import type { InterfaceLanguage } from '../domain/interfaceLanguages';

/** PUT /api/account/language: keeps the member's interface language with the account (null follows the browser). */
export function saveInterfaceLanguage(language: InterfaceLanguage | null): Promise<LanguageSetting> {
  return request('/account/language', { method: 'PUT', body: { language } });
}
