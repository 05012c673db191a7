import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { PROGRAMS } from '@academy/contract/programs';
import { Button } from '@/components/ui/button';
import { useCourses } from '../api/list-courses';
import { CourseCard } from './course-card';

const PROMO_SIZE = 3;

/** The home page's courses promo: a few real published courses and the way to all of them. */
export default function CoursesPromo() {
  const { data } = useCourses({ sort: 'popular', pageSize: PROMO_SIZE });
  const courses = data?.items ?? [];
  const { t } = useLingui();
  return (
    <section aria-labelledby="courses-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="courses-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Popular courses</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>Video courses for school classes and the CA and CMA exams.</Trans>
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/courses">
            <Trans>View all courses</Trans> <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {courses.length > 0 && (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <CourseCard key={course._id} course={course} />
          ))}
        </div>
      )}
      <h3 className="mt-10 font-semibold">
        <Trans>Find your program</Trans>
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {PROGRAMS.map((program) => (
          <li key={program.slug}>
            <Link
              to={`/courses/${program.slug}`}
              className="block rounded-full border px-4 py-2 text-sm font-medium transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t(PROGRAM_NAMES[program.slug].label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
