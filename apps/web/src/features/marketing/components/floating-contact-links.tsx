import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '@/lib/site-info';
import { cn } from '@/lib/utils';

// Wide screens (1440 px and up): round buttons in the margin beside the page's 80rem column,
// where they cover nothing. Tailwind reads class names as written: no variant built at runtime.
// Narrower: a bar that follows the reader at the bottom and comes to rest after the
// page's content, so no line of text stays hidden under it; it rises into view once the visitor
// scrolls (index.css), so at rest it covers none of the hero's buttons.
const linkClass = cn(
  'inline-flex h-11 items-center justify-center gap-2 rounded-md font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  `min-[1440px]:size-14 min-[1440px]:rounded-full min-[1440px]:shadow-lg min-[1440px]:transition-transform min-[1440px]:hover:scale-105`,
);

/**
 * Product §2.2: WhatsApp and call links at the bottom right. Each shows only when the settings give
 * its number (product §2.1: no invented fallback numbers).
 */
export function FloatingContactLinks({
  whatsapp,
  phone,
}: {
  whatsapp: string | undefined;
  phone: string | undefined;
}) {
  const { t } = useLingui();
  if (!whatsapp && !phone) return null;
  return (
    <div
      className={cn(
        'rise-on-scroll sticky bottom-0 z-40 grid gap-2 border-t bg-background/95 p-2 backdrop-blur',
        whatsapp && phone ? 'grid-cols-2' : 'grid-cols-1',
        `min-[1440px]:fixed min-[1440px]:right-6 min-[1440px]:bottom-6 min-[1440px]:flex min-[1440px]:flex-col min-[1440px]:gap-3 min-[1440px]:border-0 min-[1440px]:bg-transparent min-[1440px]:p-0 min-[1440px]:backdrop-blur-none`,
      )}
    >
      {whatsapp && (
        <a
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Chat with us on WhatsApp`}
          className={`${linkClass} bg-[#0f7a3f]`}
        >
          <MessageCircle aria-hidden="true" className="size-5 min-[1440px]:size-7" />
          <span aria-hidden="true" className={'min-[1440px]:sr-only'}>
            <Trans>WhatsApp</Trans>
          </span>
        </a>
      )}
      {phone && (
        <a
          href={telHref(phone)}
          aria-label={t`Call us on ${phone}`}
          className={`${linkClass} bg-primary dark:text-primary-foreground`}
        >
          <Phone aria-hidden="true" className="size-5 min-[1440px]:size-6" />
          <span aria-hidden="true" className={'min-[1440px]:sr-only'}>
            <Trans>Call</Trans>
          </span>
        </a>
      )}
    </div>
  );
}
