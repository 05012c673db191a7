import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { TRUST_MESSAGES } from '@academy/contract/trust';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveFailureMessage } from '@/lib/form-errors';
import type { TrustListSpec } from './trust-lists';

type Values = Record<string, string>;

interface TrustItemDialogProps {
  spec: TrustListSpec;
  /** The entry being edited and its place in the list; none to add one at the end. */
  editing: { index: number; item: object } | undefined;
  /** The list's length, where a new entry goes. */
  count: number;
  /** Saves the entry at `index` (the whole tab is saved) and resolves once the server has it. */
  onSave: (index: number, item: unknown) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits one teacher, topper or testimonial, checked by the same rules as the server. */
export function TrustItemDialog({ spec, editing, count, onSave, onClose }: TrustItemDialogProps) {
  const { t, i18n } = useLingui();
  const index = editing?.index ?? count;
  const initial = editing?.item as Record<string, unknown> | undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: formResolver(spec.schema as never) as never,
    defaultValues: Object.fromEntries(
      spec.fields.map(({ name }) => [
        name,
        initial?.[name] === undefined ? '' : String(initial[name]),
      ]),
    ),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(index, values);
      toast.success(i18n._(editing ? spec.words.updated : spec.words.added));
      onClose();
    } catch (error) {
      // The server checks the whole tab: "teachers.3.name" is this form's "name".
      const prefix = `${spec.list}.${index}.`;
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      for (const [path, message] of Object.entries(fieldErrors)) {
        if (path.startsWith(prefix)) setError(path.slice(prefix.length), { message });
      }
      toast.error(
        error instanceof ApiError && error.status === 400
          ? error.message
          : saveFailureMessage(error, TRUST_MESSAGES.saveFailed),
      );
    }
  });

  return (
    <FormDialog
      title={i18n._(editing ? spec.words.edit : spec.words.add)}
      description={t`Only real people, with their consent; it shows on the home and About pages.`}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={i18n._(editing ? spec.words.save : spec.words.add)}
      onClose={onClose}
    >
      {spec.fields.map((field) => {
        const id = `${spec.list}-${field.name}`;
        return (
          <FormField
            key={field.name}
            id={id}
            label={i18n._(field.label)}
            hint={field.hint && i18n._(field.hint)}
            error={errors[field.name]?.message}
          >
            {(control) =>
              field.isMultiline ? (
                <Textarea
                  {...control}
                  rows={3}
                  lang={field.isHindi ? 'hi' : undefined}
                  {...register(field.name)}
                />
              ) : (
                <Input
                  {...control}
                  {...register(field.name)}
                  lang={field.isHindi ? 'hi' : undefined}
                  inputMode={field.isNumber ? 'numeric' : undefined}
                />
              )
            }
          </FormField>
        );
      })}
    </FormDialog>
  );
}
