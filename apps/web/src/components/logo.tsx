import { useState } from 'react';
import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import type { GeneralSettings } from '@academy/contract/site-config';
import { isSafeLink, siteNameOf } from '@/lib/site-info';

/** The General tab's logo and name, or the built-in icon and name while none is set. */
export function Logo({ general }: { general: GeneralSettings | null }) {
  const siteName = siteNameOf(general);
  const logo = general?.siteLogo;
  // A logo that fails to load (moved, or http: under the CSP) gives way to the icon.
  const [brokenLogo, setBrokenLogo] = useState<string>();
  const hasLogo = isSafeLink(logo) && logo !== brokenLogo;
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
    >
      {hasLogo ? (
        <img
          src={logo}
          alt={siteName}
          className="h-9 w-auto max-w-40 object-contain"
          onError={() => setBrokenLogo(logo)}
        />
      ) : (
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <GraduationCap aria-hidden="true" className="size-5" />
        </span>
      )}
      {/* The image's alt text already names the link. */}
      <span aria-hidden={hasLogo || undefined}>{siteName}</span>
    </Link>
  );
}
