import type { ThumbnailSize } from '@academy/contract/image-sources';
import { createLru } from '../../lib/lru.ts';

/** A thumbnail as YouTube served it. */
export interface Thumbnail {
  type: string;
  body: Buffer;
}

export interface ThumbnailStoreOptions {
  /** YouTube's image host, `https://i.ytimg.com` (tests point it at a local fake). */
  baseUrl: string;
  timeoutMs?: number;
  /** What the cache may hold in all, in bytes. */
  maxBytes?: number;
  /** How long a thumbnail YouTube did not give is not asked for again. */
  missTtlMs?: number;
  /** How many misses are remembered, the oldest forgotten first: made-up ids cost no memory. */
  maxMisses?: number;
  onError?: (error: unknown) => void;
}

/** A thumbnail is 10 to 60 KB; anything far larger is not one. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024;

/** The image types YouTube serves, each by the bytes its files start with. */
const SIGNATURES: Record<string, (body: Buffer) => boolean> = {
  'image/jpeg': (body) => body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff,
  'image/png': (body) => body.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')),
  'image/webp': (body) =>
    body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP',
};

/**
 * YouTube's thumbnails, fetched once and kept in memory, the least recently used dropped first
 * beyond `maxBytes`. A miss (no such video, YouTube down) is remembered for `missTtlMs`, so a page
 * of covers does not ask YouTube again on every visit; requests for the same picture at the same
 * time share one fetch.
 */
export function createThumbnailStore(options: ThumbnailStoreOptions) {
  const {
    timeoutMs = 5000,
    maxBytes = 32 * 1024 * 1024,
    missTtlMs = 10 * 60 * 1000,
    maxMisses = 10_000,
    onError = () => {},
  } = options;
  const base = options.baseUrl.replace(/\/$/, '');
  const kept = createLru<Thumbnail>({
    maxEntries: Infinity,
    maxSize: maxBytes,
    sizeOf: (thumbnail) => thumbnail.body.length,
  });
  /** When each miss was met. */
  const misses = createLru<number>({ maxEntries: maxMisses, maxSize: Infinity, sizeOf: () => 0 });
  const pending = new Map<string, Promise<Thumbnail | null>>();

  async function download(videoId: string, size: ThumbnailSize): Promise<Thumbnail | null> {
    try {
      const response = await fetch(`${base}/vi/${videoId}/${size}.jpg`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      const length = Number(response.headers.get('content-length') ?? 0);
      const isImage = SIGNATURES[type];
      if (!response.ok || !isImage || length > MAX_THUMBNAIL_BYTES) {
        await response.body?.cancel();
        return null;
      }
      const body = Buffer.from(await response.arrayBuffer());
      // Said to be a picture is not enough: the page would show whatever the bytes are.
      return body.length <= MAX_THUMBNAIL_BYTES && isImage(body) ? { type, body } : null;
    } catch (error) {
      onError(error);
      return null;
    }
  }

  return {
    /** The thumbnail, or null where YouTube has none (or could not be reached). */
    async get(videoId: string, size: ThumbnailSize): Promise<Thumbnail | null> {
      const key = `${videoId}/${size}`;
      const hit = kept.get(key);
      if (hit) return hit;
      const missedAt = misses.get(key);
      if (missedAt !== undefined && Date.now() - missedAt < missTtlMs) return null;
      let fetching = pending.get(key);
      if (!fetching) {
        fetching = download(videoId, size).then((thumbnail) => {
          pending.delete(key);
          if (thumbnail) {
            misses.delete(key);
            kept.set(key, thumbnail);
          } else {
            misses.set(key, Date.now());
          }
          return thumbnail;
        });
        pending.set(key, fetching);
      }
      return fetching;
    },
  };
}

export type ThumbnailStore = ReturnType<typeof createThumbnailStore>;
