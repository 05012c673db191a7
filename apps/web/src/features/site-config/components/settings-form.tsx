import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { SiteConfigTab } from '@academy/contract/site-config';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { saveFailureMessage, showServerFieldErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useSaveSettingsTab, useSettingsTab } from '../api/settings-tab';

interface SettingsFormProps<T extends FieldValues> {
  tab: SiteConfigTab;
  schema: z.ZodType<T, T>;
  empty: T;
  fields: readonly Path<T>[];
  /** Product §6.4: the tab's own load and save failure messages (the contract's, or translated). */
  loadError: string;
  saveError: string;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** Loads one settings tab, validates it with the contract schema, saves it, says how it went. */
export function SettingsForm<T extends FieldValues>(props: SettingsFormProps<T>) {
  const { t, i18n } = useLingui();
  const loaded = useSettingsTab(props.tab);
  if (loaded.isPending) return <Spinner label={t`Loading settings`} />;
  if (loaded.isError) {
    return (
      <p role="alert" className="text-destructive">
        {translateMessage(i18n, props.loadError)}
      </p>
    );
  }
  return <LoadedSettingsForm {...props} initial={(loaded.data as T | null) ?? props.empty} />;
}

function LoadedSettingsForm<T extends FieldValues>({
  tab,
  schema,
  fields,
  saveError,
  initial,
  children,
}: SettingsFormProps<T> & { initial: T }) {
  const { t } = useLingui();
  const save = useSaveSettingsTab(tab);
  const form = useForm<T>({
    resolver: formResolver(schema as never) as never,
    defaultValues: initial as DefaultValues<T>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t`Settings saved`);
    } catch (error) {
      showServerFieldErrors(error, form.setError, fields);
      toast.error(saveFailureMessage(error, saveError));
    }
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5">
      {children(form)}
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
        {form.formState.isSubmitting ? t`Saving...` : t`Save changes`}
      </Button>
    </form>
  );
}
