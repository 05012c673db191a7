import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import {
  libraryVideoSchema,
  type LibraryVideo,
  type LibraryVideoInput,
} from '@academy/contract/videos';
import { VIDEO_MESSAGES, VIDEO_SECTIONS } from '@academy/contract/video-library';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VIDEO_SECTION_TITLES } from '@/lib/i18n/video-section-names';
import { useSaveVideo } from '../api/save-video';

interface VideoFormDialogProps {
  /** The video being edited; none to add a new one. */
  video: LibraryVideo | undefined;
  onClose: () => void;
}

/** Adds or edits a video of the library. */
export function VideoFormDialog({ video, onClose }: VideoFormDialogProps) {
  const { t, i18n } = useLingui();
  const save = useSaveVideo();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LibraryVideoInput>({
    resolver: formResolver(libraryVideoSchema) as never,
    defaultValues: {
      section: video?.section ?? 'help',
      title: video?.title ?? '',
      url: video ? `https://www.youtube.com/watch?v=${video.youtubeId}` : '',
      description: video?.description ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: video?._id });
      toast.success(video ? VIDEO_MESSAGES.updated : VIDEO_MESSAGES.added);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ['section', 'title', 'url', 'description']);
      toast.error(video ? VIDEO_MESSAGES.updateFailed : VIDEO_MESSAGES.addFailed);
    }
  });

  return (
    <FormDialog
      title={video ? t`Edit video` : t`Add video`}
      description={t`A YouTube video, shown on its section's page.`}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={video ? t`Save video` : t`Add video`}
      onClose={onClose}
    >
      <FormField id="video-section" label={t`Section`} error={errors.section?.message}>
        {(field) => (
          <Select {...field} {...register('section')}>
            {VIDEO_SECTIONS.map((s) => (
              <option key={s.slug} value={s.slug}>
                {i18n._(VIDEO_SECTION_TITLES[s.slug]!)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="video-title" label={t`Title`} error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} />}
      </FormField>
      <FormField id="video-url" label={t`YouTube link`} error={errors.url?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('url')}
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
          />
        )}
      </FormField>
      <FormField
        id="video-description"
        label={t`Description (optional)`}
        error={errors.description?.message}
      >
        {(field) => <Input {...field} {...register('description')} />}
      </FormField>
    </FormDialog>
  );
}
