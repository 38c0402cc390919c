import { recapPath } from '../../src/domain/routes.ts';

/** An Atom 1.0 feed (RFC 4287) of recaps, written as text: the few elements a reader needs, and every one the RFC requires. */

export interface FeedRecap {
  id: number;
  title: string;
  series_name: string | null;
  channel_name: string;
  chapters_covered: string | null;
  published_at: string | null;
  created_at: string;
}

export interface FeedSource {
  /** Absolute address of the page the feed follows; also the feed's id. */
  pageUrl: string;
  /** Absolute address of the feed itself (rel="self"). */
  selfUrl: string;
  title: string;
  /** The app's address, for links to each recap (its own page, /recaps/<id>). */
  appUrl: string;
  recaps: readonly FeedRecap[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; the rest are escaped.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** When a recap last changed as far as a feed can tell: its publication, else when the catalogue got it. */
function updatedOf(recap: FeedRecap): string {
  return recap.published_at ?? recap.created_at;
}

/** The newest entry's time, or a fixed time for an empty feed so its text (and ETag) stays the same. */
export function feedUpdated(recaps: readonly FeedRecap[]): string {
  return recaps.map(updatedOf).sort().at(-1) ?? new Date(0).toISOString();
}

export function atomFeed(source: FeedSource): string {
  const entries = source.recaps.map((recap) => {
    const link = `${source.appUrl}${recapPath(recap.id)}`;
    const summary = [recap.series_name, recap.chapters_covered, recap.channel_name].filter(Boolean).join(' · ');
    return `  <entry>
    <id>${xml(link)}</id>
    <title>${xml(recap.title)}</title>
    <updated>${updatedOf(recap)}</updated>
    <link rel="alternate" type="text/html" href="${xml(link)}"/>
    <author><name>${xml(recap.channel_name)}</name></author>
    <summary>${xml(summary)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(source.pageUrl)}</id>
  <title>${xml(source.title)}</title>
  <updated>${feedUpdated(source.recaps)}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(source.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xml(source.pageUrl)}"/>
  <author><name>RecapShelf</name></author>
${entries.join('\n')}
</feed>
`;
}
