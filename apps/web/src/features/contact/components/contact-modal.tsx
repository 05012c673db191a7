import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { CONTACT_MESSAGES, contactModalSchema } from '@academy/contract/contact';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NameField } from '@/components/name-field';
import { PhoneField } from '@/components/phone-field';
import { Textarea } from '@/components/ui/textarea';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSendEnquiry } from '../api/send-enquiry';

/** Product §2.2: the success view hides after 2 s, and the form resets 300 ms later. */
export const HIDE_AFTER_MS = 2000;
export const RESET_AFTER_MS = 300;

type FormValues = z.input<typeof contactModalSchema>;
const EMPTY: FormValues = { name: '', phone: '', query: '' };

interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Contact Us' (product §2.2): idle, then 'Sending...', then 'Message sent!'. */
export default function ContactModal({ open, onOpenChange }: ContactModalProps) {
  const { t } = useLingui();
  const send = useSendEnquiry();
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: formResolver(contactModalSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!isSent) return;
    const hide = setTimeout(() => onOpenChange(false), HIDE_AFTER_MS);
    const clear = setTimeout(() => {
      reset(EMPTY);
      setIsSent(false);
    }, HIDE_AFTER_MS + RESET_AFTER_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(clear);
    };
  }, [isSent, onOpenChange, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, source: 'home-modal' });
      toast.success(CONTACT_MESSAGES.sent);
      setIsSent(true);
    } catch (error) {
      showServerFieldErrors(error, setError, ['name', 'phone', 'query']);
      toast.error(CONTACT_MESSAGES.failed);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {isSent ? (
          <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
            <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
            <DialogTitle>
              <Trans>Message sent!</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>We&apos;ll get back to you shortly.</Trans>
            </DialogDescription>
          </div>
        ) : (
          <>
            <DialogTitle>
              <Trans>Contact Us</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Ask us anything about classes, courses or fees.</Trans>
            </DialogDescription>
            {/* Opened by the script, so never sent without it; a post all the same. */}
            <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
              <NameField
                id="contact-modal-name"
                label={t`Full Name`}
                error={errors.name?.message}
                {...register('name')}
              />
              <PhoneField
                id="contact-modal-phone"
                label={t`Phone Number`}
                error={errors.phone?.message}
                {...register('phone')}
              />
              <FormField
                id="contact-modal-query"
                label={t`Your Message`}
                error={errors.query?.message}
              >
                {(field) => <Textarea {...field} {...register('query')} rows={4} />}
              </FormField>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t`Sending...` : t`Send Message`}
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
