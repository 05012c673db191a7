import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  Circle,
  FileText,
  MessageCircleQuestion,
  PanelLeftClose,
  PanelLeftOpen,
} from 'lucide-react';
import { isFree } from '@academy/contract/money';
import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import {
  lessonsOf,
  resumeLesson,
  type Lesson,
  type PlayerCourse,
} from '@academy/contract/course-display';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { COURSE_TABLE } from '@/lib/i18n/messages/courses';
import { usePlayerCourse } from '../api/get-player-course';
import { useSaveProgress } from '../api/save-progress';
import { ProgressBar } from '@/components/progress-bar';
import { LoadingBlock } from '@/components/loading-block';
import { LessonVideo } from '../components/lesson-video';
import { RateCourse } from '../components/rate-course';

const NARROW = '(max-width: 768px)';
const DESCRIPTION_LIMIT = 180;

const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(NARROW).matches;

/** First playlist video, otherwise the first standalone video (product §3.2). */
function firstLesson(course: PlayerCourse): Lesson | undefined {
  for (const item of course.courseContent)
    if (item.type === 'playlist' && item.videos[0]) return item.videos[0];
  return lessonsOf(course.courseContent)[0];
}

function Description({ text }: { text: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const long = text.length > DESCRIPTION_LIMIT;
  return (
    <div className="grid justify-items-start gap-1">
      <p className="whitespace-pre-line text-muted-foreground">
        {long && !open ? `${text.slice(0, DESCRIPTION_LIMIT)}…` : text}
      </p>
      {long && (
        <Button variant="link" className="h-auto p-0" onClick={() => setOpen(!open)}>
          {open ? t`Show Less` : t`Show More`}
        </Button>
      )}
    </div>
  );
}

function Player({ course, ownerName }: { course: PlayerCourse; ownerName: string | null }) {
  const { t } = useLingui();
  const isStudent = useUser().user?.roles === ROLES.student;
  const lessons = useMemo(() => lessonsOf(course.courseContent), [course.courseContent]);
  // The lesson in the address (a link from the student's home, a reload), otherwise where the
  // student left off: the next unfinished lesson.
  const [params, setParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | undefined>(() => {
    const asked = params.get('lesson');
    if (asked && lessons.some((l) => l.id === asked)) return asked;
    if (!course.lastLessonId && !course.completedVideoIds.length) return firstLesson(course)?.id;
    return resumeLesson(lessons, new Set(course.completedVideoIds), course.lastLessonId)?.id;
  });
  const [sidebarOpen, setSidebarOpen] = useState(() => !isNarrow());
  const save = useSaveProgress(course._id);
  const done = new Set(course.completedVideoIds);
  const index = lessons.findIndex((l) => l.id === selectedId);
  const lesson = lessons[index];
  const previous = index > 0 ? lessons[index - 1] : undefined;
  const next = index >= 0 ? lessons[index + 1] : undefined;

  useEffect(() => {
    const media = window.matchMedia(NARROW);
    const onChange = () => setSidebarOpen(!media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const select = (chosen: Lesson) => {
    setSelectedId(chosen.id);
    setParams({ lesson: chosen.id }, { replace: true });
    if (isNarrow()) setSidebarOpen(false);
    save.mutate({ videoId: chosen.id, completed: done.has(chosen.id) });
  };
  const toggleComplete = () => {
    if (!lesson) return;
    save.mutate(
      { videoId: lesson.id, completed: !done.has(lesson.id) },
      { onError: () => toast.error(t`Could not save your progress. Please try again.`) },
    );
  };

  const lessonButton = (l: Lesson) => (
    <li key={l.id}>
      <button
        type="button"
        aria-current={l.id === selectedId ? 'true' : undefined}
        onClick={() => select(l)}
        className={cn(
          'flex w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
          l.id === selectedId && 'bg-accent font-medium text-accent-foreground',
        )}
      >
        {done.has(l.id) ? (
          <CheckCircle2 aria-label={t`Completed`} className="mt-0.5 size-4 shrink-0 text-primary" />
        ) : (
          <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        )}
        <span>{l.title}</span>
      </button>
    </li>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{course.title}</h1>
        <Button
          variant="outline"
          aria-expanded={sidebarOpen}
          aria-controls="chapters"
          onClick={() => setSidebarOpen(!sidebarOpen)}
        >
          {sidebarOpen ? (
            <PanelLeftClose aria-hidden="true" />
          ) : (
            <PanelLeftOpen aria-hidden="true" />
          )}
          {sidebarOpen ? t`Hide chapters` : t`Show chapters`}
        </Button>
      </div>
      <div className="mb-6 max-w-md">
        <ProgressBar value={course.progress} label={t`Course progress`} />
      </div>
      <div className={cn('grid gap-6', sidebarOpen && 'md:grid-cols-[300px_1fr]')}>
        {sidebarOpen && (
          <nav
            id="chapters"
            aria-label={t`Chapters`}
            className="max-h-[70vh] overflow-y-auto rounded-lg border p-2"
          >
            <ol className="grid gap-3">
              {course.courseContent.map((item, i) =>
                item.type === 'playlist' ? (
                  <li key={i}>
                    <h2 className="px-3 py-1 text-sm font-semibold">{item.title}</h2>
                    <ol>{item.videos.map(lessonButton)}</ol>
                  </li>
                ) : (
                  <li key={i}>
                    <ol>{lessonButton(item.video)}</ol>
                  </li>
                ),
              )}
            </ol>
          </nav>
        )}
        <section aria-label={t`Lesson`} className="grid content-start gap-4">
          {lesson?.videoId ? (
            <LessonVideo
              key={lesson.videoId}
              lesson={{ ...lesson, videoId: lesson.videoId }}
              ownerName={isFree(course) ? null : ownerName}
            />
          ) : (
            <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-lg border bg-muted">
              <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">
                <Trans>Reading material</Trans>
              </p>
            </div>
          )}
          {lesson && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-xl font-semibold">{lesson.title}</h2>
                {isStudent && (
                  // A doubt about this lesson goes to the course's teachers (decisions §116).
                  <Button asChild variant="outline">
                    <Link
                      to={`/doubts/ask?${new URLSearchParams({ courseId: course._id, lessonId: lesson.id })}`}
                    >
                      <MessageCircleQuestion aria-hidden="true" />
                      <Trans>Ask a doubt</Trans>
                    </Link>
                  </Button>
                )}
                <Button
                  variant={done.has(lesson.id) ? 'secondary' : 'default'}
                  aria-pressed={done.has(lesson.id)}
                  disabled={save.isPending}
                  onClick={toggleComplete}
                >
                  <CheckCircle2 aria-hidden="true" />
                  {done.has(lesson.id) ? t`Completed` : t`Mark as complete`}
                </Button>
              </div>
              <nav aria-label={t`Lessons`} className="flex justify-between gap-3">
                {previous ? (
                  <Button variant="outline" onClick={() => select(previous)}>
                    <ChevronLeft aria-hidden="true" />
                    <Trans>Previous lesson</Trans>
                  </Button>
                ) : (
                  <span />
                )}
                {next && (
                  <Button variant="outline" onClick={() => select(next)}>
                    <Trans>Next lesson</Trans>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                )}
              </nav>
            </>
          )}
          <Description key={lesson?.id} text={lesson?.description || course.description} />
          <RateCourse courseId={course._id} value={course.myRating} />
        </section>
      </div>
    </div>
  );
}

/**
 * /student/my-courses/:id: the course player (product §3.2), progress kept on the server. A paid
 * course's video carries `ownerName`, the signed-in student's name.
 */
export function PlayerPage({ ownerName = null }: { ownerName?: string | null }) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const query = usePlayerCourse(id);
  if (query.isPending) return <LoadingBlock label={t`Loading course`} className="py-24" />;
  if (query.isError)
    return (
      <div
        role="alert"
        className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-24 text-center"
      >
        <h1 className="text-2xl font-bold">{i18n._(COURSE_TABLE.descriptors.playerError)}</h1>
        <p className="text-muted-foreground">{i18n._(COURSE_TABLE.descriptors.playerErrorText)}</p>
        <Button asChild variant="outline">
          <Link to="/student/my-courses">
            <Trans>Back to My Courses</Trans>
          </Link>
        </Button>
      </div>
    );
  return <Player course={query.data} ownerName={ownerName} />;
}
