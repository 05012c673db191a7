import { useParams } from 'react-router';
import { MessageCircle, Phone } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { VIDEO_SECTION_SLUGS, type VideoSection } from '@academy/contract/video-library';
import { whatsappNumber } from '@/features/contact/lib/whatsapp';
import { useSiteConfig } from '@/lib/site-config';
import { VideoLibraryPage } from '@/features/videos/pages/video-library-page';
import { telHref } from '@/lib/site-info';
import { NotFoundPage } from './not-found';

const isSection = (value: string | undefined): value is VideoSection =>
  (VIDEO_SECTION_SLUGS as readonly string[]).includes(value ?? '');

/** Product §2.6: the Emergency page also shows the call and WhatsApp contacts. */
function EmergencyContacts() {
  const config = useSiteConfig();
  const phones = config?.contact?.contactPhone.filter(Boolean) ?? [];
  const whatsapp = whatsappNumber(config);
  if (phones.length === 0 && !whatsapp) return null;
  return (
    <section
      aria-labelledby="reach-us-heading"
      className="mt-6 rounded-xl border border-destructive/40 bg-card p-6"
    >
      <h2 id="reach-us-heading" className="text-lg font-semibold">
        <Trans>Reach us now</Trans>
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {phones.map((phone) => (
          <li key={phone}>
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 rounded-md border px-4 py-2 font-medium hover:bg-accent"
            >
              <Phone aria-hidden="true" className="size-4" /> <Trans>Call {phone}</Trans>
            </a>
          </li>
        ))}
        {whatsapp && (
          <li>
            <a
              href={`https://wa.me/${whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md border px-4 py-2 font-medium hover:bg-accent"
            >
              <MessageCircle aria-hidden="true" className="size-4" />{' '}
              <Trans>Chat on WhatsApp</Trans>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

/** /videos/:section for the three sections of the library; any other name is not found. */
export function VideoLibraryRoute() {
  const { section } = useParams();
  if (!isSection(section)) return <NotFoundPage />;
  return (
    <VideoLibraryPage
      key={section}
      section={section}
      aside={section === 'emergency' ? <EmergencyContacts /> : undefined}
    />
  );
}
