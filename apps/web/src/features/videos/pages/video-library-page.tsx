import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VideoSection } from '@academy/contract/video-library';
import { Spinner } from '@/components/ui/spinner';
import { VIDEO_TABLE } from '@/lib/i18n/messages/materials';
import { VIDEO_SECTION_TITLES } from '@/lib/i18n/video-section-names';
import { useVideos } from '../api/list-videos';
import { YoutubeFacade } from '@/components/youtube-facade';

/** The sections' descriptions (contract's VIDEO_SECTIONS) by slug, in the page's language. */
const DESCRIPTIONS: Record<VideoSection, MessageDescriptor> = {
  help: msg`Videos that answer common questions.`,
  community: msg`Videos from our community and help with projects.`,
  emergency: msg`Urgent issues: what to do, and how to reach us quickly.`,
};

/** Product §2.6: /videos/{help,community,emergency}, each listing its section's videos. */
export function VideoLibraryPage({
  section,
  aside,
}: {
  section: VideoSection;
  /** Shown above the videos (the Emergency page's contacts). */
  aside?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(VIDEO_SECTION_TITLES[section]!);
  const description = i18n._(DESCRIPTIONS[section]);
  const videos = useVideos(section);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      {aside}
      <div className="mt-8">
        {videos.isPending ? (
          <Spinner label={t`Loading videos`} />
        ) : videos.isError ? (
          <p role="alert" className="text-destructive">
            {i18n._(VIDEO_TABLE.descriptors.loadFailed)}
          </p>
        ) : videos.data.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed p-8 text-center font-medium">
            <Trans>No videos here yet. Please check back soon.</Trans>
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
