import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { FEEDBACK_MESSAGES, feedbackSchema, type FeedbackInput } from '@academy/contract/feedback';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NameField } from '@/components/name-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSendFeedback, type FeedbackValues } from '../api/send-feedback';

/** Product §6.4: a non-ok answer and a network failure have different messages. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status > 0
    ? FEEDBACK_MESSAGES.notOk
    : FEEDBACK_MESSAGES.networkFailure;

export function FeedbackForm({ defaults }: { defaults: Partial<FeedbackInput> }) {
  const { t } = useLingui();
  const send = useSendFeedback();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput, unknown, FeedbackValues>({
    resolver: formResolver(feedbackSchema),
    defaultValues: { name: '', email: '', message: '', ...defaults },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(FEEDBACK_MESSAGES.sent);
      reset({ name: '', email: '', message: '', ...defaults });
    } catch (error) {
      showServerFieldErrors(error, setError, ['name', 'email', 'message']);
      toast.error(failureMessage(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      <NameField
        id="feedback-name"
        label={t`Name`}
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField id="feedback-email" label={t`Email`} error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField id="feedback-message" label={t`Message`} error={errors.message?.message}>
        {(field) => <Textarea {...field} {...register('message')} rows={6} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {isSubmitting ? t`Sending...` : t`Submit Feedback`}
      </Button>
    </form>
  );
}
