import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '@/lib/site-info';

const linkClass =
  'inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Spec §2.4: WhatsApp and call links at the bottom right. Each shows only when the settings give
 * its number (decisions.md: no invented fallback numbers).
 */
export function FloatingContactLinks({
  whatsapp,
  phone,
}: {
  whatsapp: string | undefined;
  phone: string | undefined;
}) {
  if (!whatsapp && !phone) return null;
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col gap-3 sm:right-6 sm:bottom-6">
      {whatsapp && (
        <a
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp"
          className={`${linkClass} bg-[#128c4a]`}
        >
          <MessageCircle aria-hidden="true" className="size-7" />
        </a>
      )}
      {phone && (
        <a
          href={telHref(phone)}
          aria-label={`Call us on ${phone}`}
          className={`${linkClass} bg-primary dark:text-primary-foreground`}
        >
          <Phone aria-hidden="true" className="size-6" />
        </a>
      )}
    </div>
  );
}
