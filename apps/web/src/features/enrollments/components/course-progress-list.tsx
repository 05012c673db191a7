import { Link } from 'react-router';
import type { MyCourse } from '@academy/contract/course-display';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';

/** Enrolled courses with their progress and the lesson each continues at. */
export function CourseProgressList({ courses }: { courses: MyCourse[] }) {
  return (
    <ul className="grid gap-4" aria-label="My courses">
      {courses.map((course) => (
        <li
          key={course._id}
          className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid min-w-0 gap-2">
            <h3 className="font-semibold">{course.title}</h3>
            {course.resume && course.progress < 100 && (
              <p className="truncate text-sm text-muted-foreground">Next: {course.resume.title}</p>
            )}
            <ProgressBar value={course.progress} label={`Progress in ${course.title}`} />
          </div>
          <Button asChild>
            <Link to={`/student/my-courses/${course._id}`} aria-label={`Continue ${course.title}`}>
              Continue
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
