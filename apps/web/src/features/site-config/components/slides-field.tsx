import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_SLIDES, type HomeSettings } from '@academy/contract/site-config';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/lib/i18n/contract-messages';

/** The carousel's slides: add, edit, remove and reorder; the order saved is the order shown. */
export function SlidesField({ form }: { form: UseFormReturn<HomeSettings> }) {
  const { t, i18n } = useLingui();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'slides' });
  const errors = form.formState.errors.slides;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>Carousel slides</Trans>
      </legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No slides: the home page starts with its hero.</Trans>
        </p>
      )}
      <ol className="grid gap-4">
        {fields.map((slide, index) => {
          const n = index + 1;
          const slideErrors = errors?.[index];
          return (
            <li key={slide.id} className="grid gap-3 rounded-lg border p-4">
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-medium">
                  <Trans>Slide {n}</Trans>
                </h2>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t`Move slide ${n} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t`Move slide ${n} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t`Remove slide ${n}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <FormField
                id={`slide-${index}-image`}
                label={t`Slide ${n} image`}
                hint={t`A link (https://...) or a path on this site, like /slides/classes.svg; wide, about 1600 × 600.`}
                error={slideErrors?.image?.message}
              >
                {(field) => <Input {...field} {...form.register(`slides.${index}.image`)} />}
              </FormField>
              <FormField
                id={`slide-${index}-title`}
                label={t`Slide ${n} title (optional)`}
                error={slideErrors?.title?.message}
              >
                {(field) => <Input {...field} {...form.register(`slides.${index}.title`)} />}
              </FormField>
              <FormField
                id={`slide-${index}-description`}
                label={t`Slide ${n} description (optional)`}
                error={slideErrors?.description?.message}
              >
                {(field) => <Input {...field} {...form.register(`slides.${index}.description`)} />}
              </FormField>
              <FormField
                id={`slide-${index}-title-hi`}
                label={t`Slide ${n} title in Hindi (optional)`}
                hint={t`Shown on the Hindi pages; left empty, they show the English.`}
                error={slideErrors?.titleHi?.message}
              >
                {(field) => (
                  <Input {...field} lang="hi" {...form.register(`slides.${index}.titleHi`)} />
                )}
              </FormField>
              <FormField
                id={`slide-${index}-description-hi`}
                label={t`Slide ${n} description in Hindi (optional)`}
                error={slideErrors?.descriptionHi?.message}
              >
                {(field) => (
                  <Input {...field} lang="hi" {...form.register(`slides.${index}.descriptionHi`)} />
                )}
              </FormField>
            </li>
          );
        })}
      </ol>
      {errors?.message && (
        <p className="text-sm font-medium text-destructive">
          {translateMessage(i18n, errors.message)}
        </p>
      )}
      {fields.length < MAX_SLIDES && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() =>
            append({ image: '', title: '', description: '', titleHi: '', descriptionHi: '' })
          }
        >
          <Plus aria-hidden="true" /> <Trans>Add slide</Trans>
        </Button>
      )}
    </fieldset>
  );
}
