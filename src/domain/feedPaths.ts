/** The Atom feeds' addresses (server/routes/feeds.ts answers them), for the pages that announce them. */
export const seriesFeedPath = (slug: string) => `/feeds/series/${encodeURIComponent(slug)}.atom`;
export const channelFeedPath = (channelId: number) => `/feeds/channel/${channelId}.atom`;
