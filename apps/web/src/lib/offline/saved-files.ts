import { useSyncExternalStore } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CACHE_NAMES } from '@/lib/offline-caches';
import { untilCleared } from '@/lib/offline/cache-owner';

/** A file kept on the phone by "Save offline". */
export interface SavedFile {
  /** The address it is opened at, online or not (`/api/notes/:id/file`). */
  url: string;
  title: string;
  bytes: number;
  savedAt: Date;
}

/** Why a file could not be kept, shown in the page's language (api/saved-files). */
export const SAVE_FAILURES = {
  notSaved: msg`Could not save it. Check your connection and try again.`,
  noSpace: msg`There is no room left on this phone. Remove a saved file and try again.`,
} as const;

/** A file that could not be kept: the reason is a message to show in the page's language. */
export class SaveFailedError extends Error {
  readonly reason: MessageDescriptor;
  constructor(reason: MessageDescriptor, options?: ErrorOptions) {
    super(reason.id, options);
    this.reason = reason;
  }
}

/** What the app writes beside each saved file: it is the list's only record. */
const HEADER = { title: 'x-saved-title', bytes: 'x-saved-bytes', at: 'x-saved-at' } as const;

/** Whether this browser can keep files at all (not in some private windows, nor old ones). */
export const canSaveOffline = () => typeof window !== 'undefined' && 'caches' in window;

const noChanges = () => () => {};

/**
 * canSaveOffline for a component: unknown (`undefined`) while a page the server rendered is
 * taken over, so the first render matches the server's, which cannot know.
 */
export const useCanSaveOffline = () =>
  useSyncExternalStore(noChanges, canSaveOffline, () => undefined);

const savedCache = () => caches.open(CACHE_NAMES.saved);

/** Downloads the file as the student may open it now (a paid note carries their name). */
export async function saveFile(url: string, title: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new SaveFailedError(SAVE_FAILURES.notSaved);
  const body = await response.blob();
  const headers = new Headers({
    'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
    [HEADER.title]: encodeURIComponent(title),
    [HEADER.bytes]: String(body.size),
    [HEADER.at]: new Date().toISOString(),
  });
  try {
    await (await savedCache()).put(url, new Response(body, { headers }));
  } catch (error) {
    throw new SaveFailedError(
      error instanceof DOMException && error.name === 'QuotaExceededError'
        ? SAVE_FAILURES.noSpace
        : SAVE_FAILURES.notSaved,
      { cause: error },
    );
  }
}

export async function removeSavedFile(url: string): Promise<void> {
  if (await caches.has(CACHE_NAMES.saved)) await (await savedCache()).delete(url);
}

/** Every saved file, newest first. */
export async function listSavedFiles(): Promise<SavedFile[]> {
  if (!canSaveOffline()) return [];
  // Reading must not make the cache again once a sign-out has deleted it.
  await untilCleared();
  if (!(await caches.has(CACHE_NAMES.saved))) return [];
  const cache = await savedCache();
  const files = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const headers = (await cache.match(request))?.headers;
      const path = new URL(request.url).pathname;
      return {
        url: path,
        title: decodeURIComponent(headers?.get(HEADER.title) ?? path),
        bytes: Number(headers?.get(HEADER.bytes) ?? 0),
        savedAt: new Date(headers?.get(HEADER.at) ?? 0),
      };
    }),
  );
  return files.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}
