/**
 * Photos taken on a phone and attached to a question or an answer (doubts, later homework):
 * the limits the browser compresses to and the server checks, apart from any schema.
 */
export const PHOTO_LIMITS = {
  /** The browser compresses each photo to about this size before it sends it. */
  targetBytes: 300 * 1024,
  /** What the server accepts per photo: the target with room for a photo that compresses badly. */
  maxBytes: 512 * 1024,
  /** The longer side, in pixels, of a photo as it is stored (and as the browser resizes it). */
  maxSide: 1600,
} as const;

/** The types the server reads; every photo is stored as a JPEG re-encoded from them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_MESSAGES = {
  tooLarge: 'Each photo must be at most 512 KB',
  notImage: 'A photo must be a JPEG, PNG or WebP image',
  tooMany: 'Attach at most 3 photos',
  unreadable: 'This photo could not be read: take it again',
  notFound: 'Photo not found',
} as const;
