/** The picture of a recap: its own thumbnail when it has one, else the video site's picture for the video. */
export function thumbnailOf(recap: { thumbnail_url: string | null; video_id: string }): string {
  return recap.thumbnail_url || youtubeThumbnail(recap.video_id);
}

export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
