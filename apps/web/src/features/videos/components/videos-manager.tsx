import { useLingui } from '@lingui/react/macro';
import { VIDEO_MESSAGES } from '@academy/contract/video-library';
import { ManagedList } from '@/components/managed-list';
import { VIDEO_SECTION_TITLES } from '@/lib/i18n/video-section-names';
import { useDeleteVideo } from '../api/delete-video';
import { useVideos } from '../api/list-videos';
import { VideoFormDialog } from './video-form-dialog';

/** The Videos tab of Site Settings: the library of the /videos pages. */
export function VideosManager() {
  const { t, i18n } = useLingui();
  const sectionTitle = (slug: string) => i18n._(VIDEO_SECTION_TITLES[slug]!);
  const videos = useVideos();
  const remove = useDeleteVideo();
  return (
    <ManagedList
      words={{
        add: t`Add video`,
        loading: t`Loading videos`,
        empty: t`No videos yet.`,
        list: t`Videos`,
        confirmDelete: () => t`Delete this video?`,
      }}
      items={videos.data}
      isPending={videos.isPending}
      isError={videos.isError}
      loadError={VIDEO_MESSAGES.loadFailed}
      getId={(video) => video._id}
      getTitle={(video) => video.title}
      renderDetails={(video) => (
        <p className="text-sm text-muted-foreground">
          {sectionTitle(video.section)} · {`youtu.be/${video.youtubeId}`}
        </p>
      )}
      renderForm={(video, onClose) => <VideoFormDialog video={video} onClose={onClose} />}
      onDelete={(video) => remove.mutateAsync(video._id)}
      deleted={VIDEO_MESSAGES.deleted}
      deleteFailed={VIDEO_MESSAGES.deleteFailed}
    />
  );
}
