import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteConfig } from '@academy/contract/site-config';
import { siteText } from '@academy/contract/locales';
import { isSafeLink, telHref } from '@/lib/site-info';
import { ContactPageForm } from '../components/contact-page-form';
import { whatsappNumber } from '../lib/whatsapp';

/** The contact page: the form, the email link, the map and the institute's details. */
export function ContactPage({ config }: { config: SiteConfig | null }) {
  const { t, i18n } = useLingui();
  const contact = config?.contact;
  const siteName = config?.general?.siteName ?? t`the academy`;
  const phones = contact?.contactPhone.filter(Boolean) ?? [];
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-2">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Contact</Trans>
        </h1>
        <p className="mt-1 mb-8 text-muted-foreground">
          <Trans>Ask about classes, courses or fees. We usually answer the same day.</Trans>
        </p>
        {contact?.contactFormEnabled === false ? (
          <p>
            <Trans>Please call or write to us using the details on this page.</Trans>
          </p>
        ) : (
          <ContactPageForm whatsapp={whatsappNumber(config)} />
        )}
      </section>
      <section aria-labelledby="institute-heading" className="grid content-start gap-6">
        <h2 id="institute-heading" className="text-xl font-semibold">
          <Trans>Visit {siteName}</Trans>
        </h2>
        <ul className="grid gap-3">
          {contact?.address && (
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{siteText(i18n.locale, contact.address, contact.addressHi)}</span>
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
            title={t`Map showing ${siteName}`}
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
