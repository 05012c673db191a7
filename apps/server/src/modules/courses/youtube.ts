/**
 * YouTube Data API v3, used only when YOUTUBE_API_KEY is set: titles, descriptions, durations and
 * the items of playlists. Any failure falls back to what the admin typed; a save never fails
 * because YouTube is slow or down.
 */
export interface YoutubeVideoInfo {
  videoId: string;
  title: string;
  description: string;
  /** Seconds. */
  duration: number;
}

export interface YoutubePlaylistInfo {
  playlistId: string;
  title: string;
  description: string;
  thumbnail: string | null;
  videos: YoutubeVideoInfo[];
}

export interface YoutubeClient {
  /** False without YOUTUBE_API_KEY: nothing can be read from YouTube, playlists included. */
  configured: boolean;
  videos(ids: string[]): Promise<Map<string, YoutubeVideoInfo>>;
  playlist(id: string): Promise<YoutubePlaylistInfo | null>;
}

export const noYoutube: YoutubeClient = {
  configured: false,
  videos: async () => new Map(),
  playlist: async () => null,
};

/** ISO 8601 durations as YouTube writes them: PT1H2M3S. */
export function parseIsoDuration(value: string | undefined): number {
  const m = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(value ?? '');
  if (!m) return 0;
  const [, d, h, min, s] = m.map((x) => Number(x ?? 0));
  return (d ?? 0) * 86400 + (h ?? 0) * 3600 + (min ?? 0) * 60 + (s ?? 0);
}

interface Snippet {
  title?: string;
  description?: string;
  thumbnails?: Record<string, { url?: string }>;
  resourceId?: { videoId?: string };
}

const MAX_PLAYLIST_PAGES = 4;

export function createYoutubeClient(options: {
  apiKey: string | undefined;
  baseUrl: string;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}): YoutubeClient {
  const { apiKey, baseUrl, timeoutMs = 5000, onError = () => {} } = options;
  if (!apiKey) return noYoutube;
  const base = baseUrl.replace(/\/$/, '');

  const call = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = new URL(`${base}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', apiKey);
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`YouTube API ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };

  const videos = async (ids: string[]) => {
    const found = new Map<string, YoutubeVideoInfo>();
    try {
      for (let i = 0; i < ids.length; i += 50) {
        const chunk = ids.slice(i, i + 50);
        const body = await call<{
          items?: { id: string; snippet?: Snippet; contentDetails?: { duration?: string } }[];
        }>('videos', { part: 'snippet,contentDetails', id: chunk.join(',') });
        for (const item of body.items ?? [])
          found.set(item.id, {
            videoId: item.id,
            title: item.snippet?.title ?? '',
            description: item.snippet?.description ?? '',
            duration: parseIsoDuration(item.contentDetails?.duration),
          });
      }
    } catch (error) {
      onError(error);
    }
    return found;
  };

  const playlist = async (id: string): Promise<YoutubePlaylistInfo | null> => {
    try {
      const meta = await call<{ items?: { snippet?: Snippet }[] }>('playlists', {
        part: 'snippet',
        id,
      });
      const snippet = meta.items?.[0]?.snippet;
      if (!snippet) return null;
      const ids: string[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PLAYLIST_PAGES; page += 1) {
        const body = await call<{
          items?: { snippet?: Snippet; contentDetails?: { videoId?: string } }[];
          nextPageToken?: string;
        }>('playlistItems', {
          part: 'snippet,contentDetails',
          playlistId: id,
          maxResults: '50',
          ...(pageToken ? { pageToken } : {}),
        });
        for (const item of body.items ?? []) {
          const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
          if (videoId) ids.push(videoId);
        }
        pageToken = body.nextPageToken;
        if (!pageToken) break;
      }
      const details = await videos(ids);
      const thumbs = snippet.thumbnails ?? {};
      return {
        playlistId: id,
        title: snippet.title ?? '',
        description: snippet.description ?? '',
        thumbnail: thumbs.high?.url ?? thumbs.medium?.url ?? thumbs.default?.url ?? null,
        videos: ids.map(
          (videoId) => details.get(videoId) ?? { videoId, title: '', description: '', duration: 0 },
        ),
      };
    } catch (error) {
      onError(error);
      return null;
    }
  };

  return { configured: true, videos, playlist };
}
