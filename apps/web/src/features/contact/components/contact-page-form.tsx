import { useLingui } from '@lingui/react/macro';
import { useHref } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { MessageCircle } from 'lucide-react';
import { lazyFormResolver } from '@/lib/lazy-form-resolver';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { contactPageSchema } from '@academy/contract/contact';
import { CONTACT_MESSAGES } from '@academy/contract/contact-messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NameField } from '@/components/name-field';
import { PhoneField } from '@/components/phone-field';
import { Textarea } from '@/components/ui/textarea';
import { VisitorForm } from '@/components/visitor-form';
import { fieldErrorsOf, useNativeFormResult } from '@/lib/native-form';
import { useSendEnquiry } from '../api/send-enquiry';
import { whatsappChatUrl } from '../lib/whatsapp';

type FormValues = z.input<typeof contactPageSchema>;
const EMPTY: FormValues = { name: '', number: '', message: '' };
const validation = lazyFormResolver(() =>
  import('@academy/contract/contact').then((contract) => contract.contactPageSchema),
);

/**
 * Product §2.8: Name, Mobile Number, Message, sent as an enquiry (issue 49: the button says what it
 * does). With the academy's WhatsApp number set, a link beside it opens the chat instead, with
 * what is typed so far (a prefilled chat), for a visitor who prefers to write there.
 */
export function ContactPageForm({ whatsapp }: { whatsapp: string | undefined }) {
  // The page's own address, in its language: the server answers a post there (no script).
  const action = useHref('/contact');
  const { t } = useLingui();
  const send = useSendEnquiry();
  const posted = useNativeFormResult('contact-page');
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: validation.resolver,
    defaultValues: { ...EMPTY, ...posted?.values },
    errors: fieldErrorsOf<FormValues>(posted),
  });

  const [name, number, message] = useWatch({ control, name: ['name', 'number', 'message'] });
  const greeting = name?.trim() ? t`Hello, I am ${name} (${number}).` : '';
  const chatText = message?.trim() ? [greeting, message].filter(Boolean).join('\n') : '';

  const onSubmit = handleSubmit(async ({ name, number, message }) => {
    try {
      await send.mutateAsync({ name, phone: number, query: message, source: 'contact-page' });
      toast.success(CONTACT_MESSAGES.sent);
      reset(EMPTY);
    } catch {
      toast.error(CONTACT_MESSAGES.failed);
    }
  });

  return (
    <VisitorForm
      action={action}
      posted={posted}
      onSubmit={onSubmit}
      onFirstFocus={validation.preload}
    >
      <NameField
        id="contact-name"
        label={t`Name`}
        error={errors.name?.message}
        {...register('name')}
        defaultValue={posted?.values.name}
      />
      <PhoneField
        id="contact-number"
        label={t`Mobile Number`}
        error={errors.number?.message}
        {...register('number')}
        defaultValue={posted?.values.number}
      />
      <FormField id="contact-message" label={t`Message`} error={errors.message?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('message')}
            defaultValue={posted?.values.message}
            rows={5}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Sending...` : t`Send Message`}
        </Button>
        {whatsapp && (
          <Button asChild variant="outline">
            <a href={whatsappChatUrl(whatsapp, chatText)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              {t`Chat on WhatsApp`}
            </a>
          </Button>
        )}
      </div>
    </VisitorForm>
  );
}
