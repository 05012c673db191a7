import { useLingui } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import type { SiteConfig } from '@academy/contract/site-config';
import { isSafeLink, telHref } from '@/lib/site-info';
import { SocialIcons } from './social-icons';

/** Phone numbers and social links above the header; hidden entirely when none is configured. */
export function TopBar({ config }: { config: SiteConfig | null }) {
  const { t } = useLingui();
  const phones = config?.contact?.contactPhone.filter(Boolean) ?? [];
  const hasSocial = Object.values(config?.social ?? {}).some(isSafeLink);
  if (phones.length === 0 && !hasSocial) return null;
  return (
    <aside aria-label={t`Contact the academy`} className="bg-topbar text-sm text-topbar-foreground">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <ul className="flex min-w-0 items-center gap-4">
          {phones.map((phone, index) => (
            // On a phone only the first number fits; the others are in the footer.
            <li key={phone} className={index > 0 ? 'hidden sm:block' : undefined}>
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-1.5 whitespace-nowrap hover:underline focus-visible:outline-2 focus-visible:outline-current"
              >
                <Phone aria-hidden="true" className="size-3.5" />
                {phone}
              </a>
            </li>
          ))}
        </ul>
        <SocialIcons links={config?.social ?? null} className="hidden sm:flex" />
      </div>
    </aside>
  );
}
