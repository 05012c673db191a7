import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Download, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SaveOfflineButton } from '@/components/offline/save-offline-button';

/** A study material's card: its cover on top, then its words, and its buttons at the foot. */
export function StudyCard({
  cover,
  children,
  actions,
}: {
  cover: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      {cover}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {children}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
      </div>
    </article>
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- link attributes, not text
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };
const isOtherSite = (href: string) => /^https?:/.test(href);

/**
 * View and Download, and Save for offline when the file is this site's own. A link to another
 * site (NCERT's own PDFs) opens there: browsers honour `download` for same-origin links only.
 */
export function FileActions({
  title,
  viewHref,
  downloadHref,
  isStored,
}: {
  title: string;
  viewHref: string;
  downloadHref: string;
  /** A file stored here, rather than a link elsewhere. */
  isStored: boolean;
}) {
  return (
    <>
      <Button asChild size="sm">
        <a href={viewHref} {...NEW_TAB}>
          <Eye aria-hidden="true" /> <Trans>View</Trans>
          <span className="sr-only"> {title}</span>
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a
          href={downloadHref}
          {...(isStored ? { download: '' } : NEW_TAB)}
          // Another site's file keeps the hint, though browsers open it there instead.
          {...(isOtherSite(downloadHref) && { download: '' })}
        >
          <Download aria-hidden="true" /> <Trans>Download</Trans>
          <span className="sr-only"> {title}</span>
        </a>
      </Button>
      {isStored && <SaveOfflineButton url={viewHref} title={title} />}
    </>
  );
}
