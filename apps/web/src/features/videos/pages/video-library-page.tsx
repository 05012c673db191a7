import type { ReactNode } from 'react';
import { VIDEO_MESSAGES, VIDEO_SECTIONS, type VideoSection } from '@academy/contract/video-library';

import { Spinner } from '@/components/ui/spinner';
import { useVideos } from '../api/list-videos';
import { YoutubeFacade } from '@/components/youtube-facade';

/** decisions.md: /videos/{help,community,emergency}, each listing its section's videos. */
export function VideoLibraryPage({
  section,
  aside,
}: {
  section: VideoSection;
  /** Shown above the videos (the Emergency page's contacts). */
  aside?: ReactNode;
}) {
  const { title, description } = VIDEO_SECTIONS.find((s) => s.slug === section)!;
  const videos = useVideos(section);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      {aside}
      <div className="mt-8">
        {videos.isPending ? (
          <Spinner label="Loading videos" />
        ) : videos.isError ? (
          <p role="alert" className="text-destructive">
            {VIDEO_MESSAGES.loadFailed}
          </p>
        ) : videos.data.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed p-8 text-center font-medium">
            No videos here yet. Please check back soon.
          </p>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {videos.data.map((video) => (
              <li key={video._id}>
                <article>
                  <YoutubeFacade videoId={video.youtubeId} title={video.title} />
                  <h2 className="mt-3 font-semibold">{video.title}</h2>
                  {video.description && (
                    <p className="mt-1 text-sm text-muted-foreground">{video.description}</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
