/**
 * The caches the service worker (src/service-worker) fills, by name, shared with the app that
 * empties them. Every cache that may hold what one person saw is named `private-…`: signing out
 * deletes them all, so the next person on the same phone starts from nothing
 * (lib/offline/cache-owner.ts).
 */
export const CACHE_NAMES = {
  /** Pages as the server sent them (HTML), for opening them again without a network. */
  pages: 'private-pages',
  /** The API's JSON answers behind those pages. */
  data: 'private-data',
  /** Notes and books the student chose to keep ("Save offline"), each a whole file. */
  saved: 'private-saved',
} as const;

export const PRIVATE_CACHE_PREFIX = 'private-';

/** Files that may be saved for offline reading: a stored note or NCERT material, by id. */
export const SAVABLE_FILE = /^\/api\/(notes|resources)\/[^/]+\/file$/;
