import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/i18n/contract-messages';
import type { CourseFieldsetProps } from './fieldset-props';

/** The course's content: YouTube videos and playlists, each with its position and preview. */
export function LinksFieldset({
  form: { register, control, formState },
  err,
}: CourseFieldsetProps) {
  const { t, i18n } = useLingui();
  const links = useFieldArray({ control, name: 'courseLink' });
  const linksError = err('courseLink');
  return (
    <fieldset className="grid gap-4 rounded-lg border p-6">
      <legend className="px-1 text-lg font-semibold">
        <Trans>Course content (YouTube links)</Trans>
      </legend>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Add YouTube video or playlist links. A playlist becomes a chapter. Titles left blank are
          fetched from YouTube when it is configured, otherwise numbered.
        </Trans>
      </p>
      {linksError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {translateMessage(i18n, linksError)}
        </p>
      )}
      {links.fields.map((field, i) => {
        const n = i + 1;
        return (
          <div key={field.id} className="grid gap-3 rounded-md border p-4">
            <div className="grid gap-3 sm:grid-cols-[1fr_120px]">
              <FormField
                id={`link-${i}`}
                label={t`Link ${n} URL`}
                error={err(`courseLink.${i}.link`)}
              >
                {(c) => <Input {...c} type="url" {...register(`courseLink.${i}.link`)} />}
              </FormField>
              <FormField
                id={`position-${i}`}
                label={t`Link ${n} position`}
                error={err(`courseLink.${i}.position`)}
              >
                {(c) => (
                  <Input {...c} type="number" min={1} {...register(`courseLink.${i}.position`)} />
                )}
              </FormField>
            </div>
            <FormField
              id={`link-title-${i}`}
              label={t`Link ${n} title (optional)`}
              error={err(`courseLink.${i}.title`)}
            >
              {(c) => <Input {...c} {...register(`courseLink.${i}.title`)} />}
            </FormField>
            <FormField
              id={`link-videos-${i}`}
              label={t`Link ${n} playlist videos`}
              hint={t`Required for a playlist unless the server has a YouTube API key (YOUTUBE_API_KEY): one video link per line, optionally followed by | and its title.`}
              error={
                // The server's word (a playlist it cannot read), else the form's own check.
                err(`courseLink.${i}.videos`) ??
                ((formState.errors.courseLink?.[i] as { videos?: unknown } | undefined)?.videos
                  ? t`Each line must be a valid YouTube video URL`
                  : undefined)
              }
            >
              {(c) => (
                <Textarea
                  {...c}
                  rows={3}
                  className="font-mono sm:text-sm"
                  {...register(`courseLink.${i}.videosText`)}
                />
              )}
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  {...register(`courseLink.${i}.freePreview`)}
                />
                <Trans>Free preview</Trans>
              </label>
              <Button type="button" variant="outline" size="sm" onClick={() => links.remove(i)}>
                <Trash2 aria-hidden="true" /> <Trans>Remove link {n}</Trans>
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() =>
          links.append({
            link: '',
            position: links.fields.length + 1,
            title: '',
            freePreview: false,
            videosText: '',
          })
        }
      >
        <Plus aria-hidden="true" /> <Trans>Add link</Trans>
      </Button>
    </fieldset>
  );
}
