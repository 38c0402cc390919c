import { request } from './client';
import type { ImportChoice, ImportPreview, ImportSummary } from './types';
import { listFileType } from '../domain/listImportFile';

/** Sends a list file as it is (its bytes, read first: at most 5 MB); the answer says what the import would do. */
export async function uploadList(file: File): Promise<ImportPreview> {
  const data = await file.arrayBuffer();
  return request('/account/import', { method: 'POST', body: file, file: { data, type: listFileType(file.name, file.type) } });
}

/** Follows the series the member kept, each with its status and reading place. */
export function applyListImport(entries: ImportChoice[]): Promise<ImportSummary> {
  return request('/account/import/apply', { method: 'POST', body: { entries } });
}
