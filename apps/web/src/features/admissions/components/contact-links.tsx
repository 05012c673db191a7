import { MessageCircle, Phone } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { whatsappLink, whatsappText, type Lead } from '@academy/contract/admissions';
import { buttonVariants } from '@/components/ui/button';

/** One tap to call the lead, or to open WhatsApp with the admin's message typed in. */
export function ContactLinks({ lead, template }: { lead: Lead; template: string | undefined }) {
  const { t } = useLingui();
  if (!lead.phone) return null;
  const name = lead.name;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`tel:${lead.phone}`}
        aria-label={t`Call ${name}`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Phone aria-hidden="true" className="size-4" />
        {t`Call`}
      </a>
      {template !== undefined && (
        <a
          href={whatsappLink(lead.phone, whatsappText(template, lead))}
          target="_blank"
          rel="noreferrer"
          aria-label={t`WhatsApp ${name}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t`WhatsApp`}
        </a>
      )}
    </div>
  );
}
