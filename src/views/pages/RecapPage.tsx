import { Redirect, useParams } from 'wouter';
import { withRecap } from '../../domain/recapAddress';

/**
 * A recap's own address, `/recaps/<id>`, which every feed entry links to: the home list with that recap's
 * dialog over it (`/?recap=<id>`), as a shared link opens it. The address is replaced, so Back leaves for the
 * page that linked here; closing the dialog leaves the list. An id that names no recap the dialog can show
 * (unknown, private, in error, malformed) gets the dialog's "Recap not found.", never Page not found.
 */
export function RecapPage() {
  const { id } = useParams<{ id: string }>();
  return <Redirect to={withRecap('/', '', id)} replace />;
}
