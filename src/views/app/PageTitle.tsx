/** The product name, last in every title, so tabs and history entries name the page first. */
const PRODUCT = 'RecapShelf';

/**
 * Names the page in the document title. React 19 hoists a `<title>` rendered anywhere into the document head
 * and puts the previous one back when this page unmounts, so no effect is needed.
 */
export function PageTitle({ name }: { name: string | null }) {
  return <title>{name === null ? PRODUCT : `${name} · ${PRODUCT}`}</title>;
}
