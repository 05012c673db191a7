import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { PROGRAMS } from '@academy/contract/programs';
import { siteText } from '@academy/contract/locales';
import type { SiteConfig } from '@academy/contract/site-config';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { telHref } from '@/lib/site-info';
import { SocialIcons } from './social-icons';

const COLUMNS: { heading: MessageDescriptor; links: { label: MessageDescriptor; to: string }[] }[] =
  [
    {
      heading: msg`Courses`,
      links: PROGRAMS.map((p) => ({
        label: PROGRAM_NAMES[p.slug].label,
        to: `/courses/${p.slug}`,
      })),
    },
    {
      heading: msg`Resources`,
      links: [
        { label: msg`Notes`, to: '/notes' },
        { label: msg`NCERT Textbooks`, to: '/ncert-textbooks' },
        { label: msg`NCERT Solutions`, to: '/ncert-solutions' },
        { label: msg`PYQs`, to: '/pyqs' },
        { label: msg`Useful links`, to: '/useful-links' },
      ],
    },
    {
      heading: msg`Company`,
      links: [
        { label: msg`About`, to: '/about' },
        { label: msg`Contact`, to: '/contact' },
        { label: msg`Feedback`, to: '/feedback' },
      ],
    },
  ];

const linkClass =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring';

export function Footer({ config, siteName }: { config: SiteConfig | null; siteName: string }) {
  const { t, i18n } = useLingui();
  const phones = config?.contact?.contactPhone.filter(Boolean) ?? [];
  const email = config?.contact?.contactEmail;
  const contact = config?.contact;
  const address = contact && siteText(i18n.locale, contact.address, contact.addressHi);
  const hasContact = phones.length > 0 || Boolean(email) || Boolean(address);

  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {COLUMNS.map((column) => (
          <nav key={column.heading.id} aria-label={t(column.heading)}>
            <h2 className="mb-3 text-sm font-semibold">{t(column.heading)}</h2>
            <ul className="grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold">
            <Trans>Get in touch</Trans>
          </h2>
          {hasContact ? (
            <address className="grid gap-2 not-italic">
              {phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className={`${linkClass} flex gap-2`}>
                  <Phone aria-hidden="true" className="size-4" /> {phone}
                </a>
              ))}
              {email && (
                <a href={`mailto:${email}`} className={`${linkClass} flex gap-2`}>
                  <Mail aria-hidden="true" className="size-4" /> {email}
                </a>
              )}
              {address && (
                <p className="flex gap-2 text-sm text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" /> {address}
                </p>
              )}
            </address>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>
                Questions? Send us a message from the{' '}
                <Link to="/contact" className="text-primary underline underline-offset-4">
                  contact page
                </Link>
                .
              </Trans>
            </p>
          )}
          <SocialIcons links={config?.social ?? null} className="mt-4 text-muted-foreground" />
        </div>
      </div>
      <div className="border-t">
        {/* The server's year and the visitor's can differ for a few hours around New Year. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6"
        >
          © {new Date().getFullYear()} {siteName}
        </p>
      </div>
    </footer>
  );
}
