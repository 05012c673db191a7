import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteConfig } from '@academy/contract/site-config';
import { isSafeLink, telHref } from '@/lib/site-info';
import { ContactPageForm } from '../components/contact-page-form';
import { whatsappNumber } from '../lib/whatsapp';

/** The contact page: the form, the email link, the map and the institute's details. */
export function ContactPage({ config }: { config: SiteConfig | null }) {
  const contact = config?.contact;
  const siteName = config?.general?.siteName ?? 'the academy';
  const phones = contact?.contactPhone.filter(Boolean) ?? [];
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-2">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Contact
        </h1>
        <p className="mt-1 mb-8 text-muted-foreground">
          Ask about classes, courses or fees. We usually answer the same day.
        </p>
        {contact?.contactFormEnabled === false ? (
          <p>Please call or write to us using the details on this page.</p>
        ) : (
          <ContactPageForm whatsapp={whatsappNumber(config)} />
        )}
      </section>
      <section aria-labelledby="institute-heading" className="grid content-start gap-6">
        <h2 id="institute-heading" className="text-xl font-semibold">
          Visit {siteName}
        </h2>
        <ul className="grid gap-3">
          {contact?.address && (
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{contact.address}</span>
            </li>
          )}
          {phones.map((phone) => (
            <li key={phone} className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <a href={telHref(phone)} className="hover:underline">
                {phone}
              </a>
            </li>
          ))}
          {contact?.contactEmail && (
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <a href={`mailto:${contact.contactEmail}`} className="text-primary hover:underline">
                {contact.contactEmail}
              </a>
            </li>
          )}
        </ul>
        {isSafeLink(contact?.mapEmbedUrl) && (
          <iframe
            title={`Map showing ${siteName}`}
            src={contact.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="aspect-video w-full rounded-lg border"
          />
        )}
      </section>
    </div>
  );
}
