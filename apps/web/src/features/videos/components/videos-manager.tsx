import { VIDEO_MESSAGES, VIDEO_SECTIONS } from '@academy/contract/video-library';

import { ManagedList } from '@/components/managed-list';
import { useDeleteVideo } from '../api/delete-video';
import { useVideos } from '../api/list-videos';
import { VideoFormDialog } from './video-form-dialog';

const sectionTitle = (slug: string) => VIDEO_SECTIONS.find((s) => s.slug === slug)?.title;

/** The Videos tab of Site Settings: the library of the /videos pages. */
export function VideosManager() {
  const videos = useVideos();
  const remove = useDeleteVideo();
  return (
    <ManagedList
      noun="video"
      items={videos.data}
      isPending={videos.isPending}
      isError={videos.isError}
      loadError={VIDEO_MESSAGES.loadFailed}
      getId={(video) => video._id}
      getTitle={(video) => video.title}
      renderDetails={(video) => (
        <p className="text-sm text-muted-foreground">
          {sectionTitle(video.section)} · youtu.be/{video.youtubeId}
        </p>
      )}
      renderForm={(video, onClose) => <VideoFormDialog video={video} onClose={onClose} />}
      onDelete={(video) => remove.mutateAsync(video._id)}
      deleted={VIDEO_MESSAGES.deleted}
      deleteFailed={VIDEO_MESSAGES.deleteFailed}
    />
  );
}
