import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeSectionProps {
  id: string;
  title: string;
  /** The full list this section shows the start of. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** One block of the student's home: a heading, its content, and a link to the whole list. */
export function HomeSection({ id, title, more, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
