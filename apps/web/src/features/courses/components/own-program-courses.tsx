import { Link } from 'react-router';
import { PROGRAMS, type ProgramSlug } from '@academy/contract/programs';
import { useCourses } from '../api/list-courses';
import { CourseCard } from './course-card';

const SHOWN = 4;

/**
 * The catalogue's first row for a student: the popular courses of their own class's program,
 * before everything else.
 */
export function OwnProgramCourses({ program }: { program: ProgramSlug }) {
  const query = useCourses({ program, sort: 'popular', page: 1, pageSize: SHOWN });
  const label = PROGRAMS.find((p) => p.slug === program)?.label ?? program;
  if (!query.data?.items.length) return null;
  return (
    <section aria-labelledby="own-program-heading" className="mb-10 grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="own-program-heading" className="text-xl font-semibold tracking-tight">
          For your class: {label}
        </h2>
        {query.data.total > SHOWN && (
          <Link
            to={`/courses/${program}`}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            All {query.data.total} {label} courses
          </Link>
        )}
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={`Courses for ${label}`}>
        {query.data.items.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
