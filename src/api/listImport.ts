import { request } from './client';
import type { ImportChoice, ImportPreview, ImportSummary } from './types';
import { listFileType } from '../domain/listImportFile';

/** Sends a list file as it is; the answer says what the import would do. */
export function uploadList(file: File): Promise<ImportPreview> {
  return request('/account/import', { method: 'POST', body: file, file: { data: file, type: listFileType(file.name, file.type) } });
}

/** Follows the series the member kept, each with its status and reading place. */
export function applyListImport(entries: ImportChoice[]): Promise<ImportSummary> {
  return request('/account/import/apply', { method: 'POST', body: { entries } });
}
