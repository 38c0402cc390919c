const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Spec section 5: exactly 11 letters, digits, underscores or hyphens looks like a video ID. */
export function isVideoId(input: string): boolean {
  return VIDEO_ID.test(input);
}
