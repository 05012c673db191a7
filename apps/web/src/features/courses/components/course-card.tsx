import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Clock, Eye, GraduationCap, Pencil, Trash2, Users } from 'lucide-react';
import type { CourseSummary } from '@academy/contract/course-display';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { isFree } from '@academy/contract/money';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { courseEditPath } from '@/lib/admin-paths';
import {
  COURSE_LEVEL_NAMES,
  COURSE_STATUS_NAMES,
  courseDuration,
} from '@/lib/i18n/messages/courses';
import { pluralForm } from '@/lib/i18n/plural-form';

/** The card's text: the short description, or the first 80 characters of the description. */
export const cardDescription = (course: Pick<CourseSummary, 'shortDescription' | 'description'>) =>
  course.shortDescription ||
  (course.description.length > 80 ? `${course.description.slice(0, 80)}…` : course.description);

interface CourseCardProps {
  course: CourseSummary;
  /** Adds a link to the course's editor and a delete button. */
  isAdmin?: boolean;
  onDelete?: (course: CourseSummary) => void;
  /** 3 where the grid sits under its own level-two heading (the admin dashboard). */
  headingLevel?: 2 | 3;
  /** The list's first card: its cover is the page's largest picture on a phone. */
  priority?: boolean;
}

/** Product §2.3 card: thumbnail, title, description, duration, real counts, rupee price. */
export function CourseCard({
  course,
  isAdmin,
  onDelete,
  headingLevel = 2,
  priority = false,
}: CourseCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t, i18n } = useLingui();
  const enrolled = formatCount(course.enrolledUserCount);
  const views = course.viewsCount;
  const viewsForm = pluralForm(i18n, views);
  const viewCount = formatCount(views);
  const title = course.title;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <CoverImage
        src={course.courseThumbnail}
        icon={GraduationCap}
        hint={course.title}
        width={480}
        height={270}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1">
          <span className="rounded bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground capitalize">
            {i18n._(COURSE_LEVEL_NAMES[course.level])}
          </span>
          {course.status !== 'published' && (
            <span className="rounded bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground capitalize">
              {i18n._(COURSE_STATUS_NAMES[course.status])}
            </span>
          )}
        </div>
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={`/course/${course._id}`} className="hover:underline">
            {course.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">{cardDescription(course)}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {courseDuration(i18n, course.duration)}
          </li>
          {/* Nothing to show until there is something: "0 enrolled" reads as a warning. */}
          {course.enrolledUserCount > 0 && (
            <li className="flex items-center gap-1">
              <Users aria-hidden="true" className="size-4" />
              <Trans>{enrolled} enrolled</Trans>
            </li>
          )}
          {course.viewsCount > 0 && (
            <li className="flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {t`${select(viewsForm, { one: `${viewCount} view`, other: `${viewCount} views` })}`}
            </li>
          )}
        </ul>
        <div className="flex items-center justify-between gap-2">
          <p className="text-lg font-bold">
            {isFree(course) ? t`Free` : formatRupees(course.pricePaise)}
          </p>
          {isAdmin && (
            <div className="flex gap-1">
              <Button asChild variant="outline" size="icon">
                <Link to={courseEditPath(course._id)} aria-label={t`Edit ${title}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={t`Delete ${title}`}
                onClick={() => onDelete?.(course)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

/** The loading state: 6 card outlines (product §2.3), in the columns of the grid they stand for. */
export function CourseGridSkeleton({ columnsClassName = 'sm:grid-cols-2 lg:grid-cols-3' }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading courses`} className={`grid gap-6 ${columnsClassName}`}>
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          data-testid="course-skeleton"
          className="h-80 animate-pulse rounded-lg border bg-muted"
        />
      ))}
    </div>
  );
}
