import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface StudyPageHeaderProps {
  heading: ReactNode;
  intro: ReactNode;
  /** The admin's upload screen, and its button's words; shown to an admin only. */
  upload: { to: string; label: ReactNode } | null;
}

/** The heading of a study-material list (notes, textbooks, solutions, papers). */
export function StudyPageHeader({ heading, intro, upload }: StudyPageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-2 text-muted-foreground">{intro}</p>
      </div>
      {upload && (
        <Button asChild>
          <Link to={upload.to}>
            <Plus aria-hidden="true" /> {upload.label}
          </Link>
        </Button>
      )}
    </header>
  );
}
