import { useEffect } from 'react';

/**
 * Announces a page's Atom feed in the document head while the page is shown, so feed readers and browsers
 * discover it (`<link rel="alternate" type="application/atom+xml">`); leaving the page takes it away.
 */
export function useFeedLink(href: string | null, title: string): void {
  useEffect(() => {
    if (href === null) return;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.href = href;
    link.title = title;
    document.head.appendChild(link);
    return () => link.remove();
  }, [href, title]);
}
