import { recapListAddress } from '../domain/listAddress';

/**
 * index.html's boot shell has a real search box (a GET form to `/`), so a search can be typed before the app's
 * code is in. When the code runs, a text typed there but not yet sent becomes the address's search, as the
 * app's own box would have written it, so the app starts with that search instead of losing it; the boot box
 * takes no more typing until the app's box replaces it.
 */
export function takeOverBootSearch(document: Document, history: History): void {
  const box = document.querySelector<HTMLInputElement>('#boot input[name="search"]');
  if (box === null) return;
  box.readOnly = true;
  const { location } = document;
  const filters = recapListAddress.read(location.search);
  const typed = box.value.trim();
  if (typed === filters.search) return;
  const query = recapListAddress.write({ ...filters, search: typed });
  // The app's own parameters stay (an open recap), the filters are written the app's way.
  const others = new URLSearchParams(location.search);
  for (const name of ['search', 'language', 'sortBy', 'sortOrder', 'duration']) others.delete(name);
  const search = [query, others.toString()].filter(Boolean).join('&');
  history.replaceState(history.state, '', `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`);
}
