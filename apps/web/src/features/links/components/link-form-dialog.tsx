import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { LINK_MESSAGES } from '@academy/contract/link-messages';
import { usefulLinkSchema, type UsefulLink, type UsefulLinkInput } from '@academy/contract/links';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSaveLink } from '../api/save-link';

interface FormValues {
  title: string;
  link: string;
  des: string;
  category: string;
}

interface LinkFormDialogProps {
  /** The link being edited; none to add a new one. */
  link: UsefulLink | undefined;
  onClose: () => void;
}

/** Adds or edits a useful link (product §4.11 rules, §6.4 toasts). */
export function LinkFormDialog({ link, onClose }: LinkFormDialogProps) {
  const { t } = useLingui();
  const save = useSaveLink();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UsefulLinkInput>({
    resolver: formResolver(usefulLinkSchema) as never,
    defaultValues: {
      title: link?.title ?? '',
      link: link?.link ?? '',
      des: link?.des ?? '',
      category: link?.category.join(', ') ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: link?._id });
      toast.success(link ? LINK_MESSAGES.updated : LINK_MESSAGES.added);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ['title', 'link', 'des', 'category']);
      toast.error(link ? LINK_MESSAGES.updateFailed : LINK_MESSAGES.addFailed);
    }
  });

  return (
    <FormDialog
      title={link ? t`Edit link` : t`Add link`}
      description={t`Only web addresses starting with http:// or https://.`}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={link ? t`Save link` : t`Add link`}
      onClose={onClose}
    >
      <FormField id="link-title" label={t`Title`} error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} />}
      </FormField>
      <FormField id="link-url" label={t`Link`} error={errors.link?.message}>
        {(field) => <Input {...field} {...register('link')} type="url" placeholder="https://" />}
      </FormField>
      <FormField id="link-des" label={t`Description`} error={errors.des?.message}>
        {(field) => <Input {...field} {...register('des')} />}
      </FormField>
      <FormField
        id="link-category"
        label={t`Categories`}
        hint={t`Separated by commas, for example: NCERT, Books`}
        error={errors.category?.message}
      >
        {(field) => <Input {...field} {...register('category')} />}
      </FormField>
    </FormDialog>
  );
}
