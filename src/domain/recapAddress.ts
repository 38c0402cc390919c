/**
 * The open recap in a list page's address: `?recap=<id>` beside the list's filters, so a shared link opens the
 * list with the dialog open, and Back closes the dialog.
 */
const RECAP_PARAM = 'recap';

/** The `recap` parameter as the address writes it, or null when there is none. */
export function recapParam(search: string): string | null {
  return new URLSearchParams(search).get(RECAP_PARAM);
}

/**
 * The same address with `recap` set to `id` (or removed when `id` is null); the filters stay as they are. An id
 * as another address spelled it (`/recaps/<id>`) is kept as written, for the dialog to tell whether it names one.
 */
export function withRecap(path: string, search: string, id: number | string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(RECAP_PARAM);
  else params.set(RECAP_PARAM, String(id));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
