import { request } from './client';
import type { Id, RateResponse, Recap, RecapUpdate } from './types';

/* The calls about one recap: its dialog and the edit page read, edit and rate it. */

export function fetchRecap(id: Id): Promise<Recap> {
  return request(`/recaps/${id}`);
}

export function updateRecap(id: Id, update: RecapUpdate): Promise<Recap> {
  return request(`/recaps/${id}`, { method: 'PUT', body: update });
}

export function rateRecap(id: Id, rating: number): Promise<RateResponse> {
  return request(`/recaps/${id}/rate`, { method: 'POST', body: { rating } });
}
