import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeSectionProps {
  id: string;
  title: string;
  /** The full list this section shows the start of. */
  more?: { to: string; label: string };
  children: ReactNode;
  /** 3 inside a section of its own (a child's, on a parent's home). */
  level?: 2 | 3;
}

/** One block of a home page: a heading, its content, and a link to the whole list. */
export function HomeSection({ id, title, more, children, level = 2 }: HomeSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading
          id={id}
          className={`${level === 2 ? 'text-xl' : 'text-lg'} font-semibold tracking-tight`}
        >
          {title}
        </Heading>
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
