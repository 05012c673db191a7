import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { isSafeLink } from '@/lib/site-info';

/** The General tab's logo, or the built-in icon while none is set, and the site's name. */
export function Logo({ siteName, logo }: { siteName: string; logo: string | undefined }) {
  const hasLogo = isSafeLink(logo);
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-md text-base font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-ring sm:text-lg"
    >
      {hasLogo ? (
        <img src={logo} alt={siteName} className="h-9 w-auto max-w-40 object-contain" />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <GraduationCap aria-hidden="true" className="size-5" />
        </span>
      )}
      {/* The image's alt text already names the link. */}
      {/* One line at any width: a name too long even for that is cut with an ellipsis. */}
      <span aria-hidden={hasLogo || undefined} className="truncate whitespace-nowrap">
        {siteName}
      </span>
    </Link>
  );
}
