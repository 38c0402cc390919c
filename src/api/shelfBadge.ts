import { request } from './client';

// The header's two calls, apart from the shelf page's (src/api/shelf.ts): every route carries these.

/** The header badge's figure: how many recaps are new since the member's last shelf visit. */
export function fetchShelfNewCount(): Promise<{ count: number }> {
  return request('/shelf/new-count');
}

/** Sent when the member leaves the shelf, so a reload of the shelf keeps its list of new recaps. */
export function recordShelfVisit(): Promise<{ last_visit_at: string }> {
  return request('/shelf/visit', { method: 'POST' });
}
