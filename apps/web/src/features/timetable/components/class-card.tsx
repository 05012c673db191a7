import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck, MapPin, PlayCircle, Video } from 'lucide-react';
import type { ClassOccurrence } from '@academy/contract/timetable';
import { Button } from '@/components/ui/button';
import { useClockFormat } from '@/lib/i18n/calendar-formats';
import { cn } from '@/lib/utils';

interface ClassCardProps {
  occurrence: ClassOccurrence;
  /** For the batch's teachers and admins: a link to take attendance and change the class. */
  canRun?: boolean;
  /** Show the batch's name (a timetable of several batches). */
  showBatch?: boolean;
}

/**
 * One class: time, subject, batch, teacher and place; a live class's Join button once its link is
 * open; a cancelled or moved class says so, with the reason.
 */
export function ClassCard({ occurrence: c, canRun = false, showBatch = true }: ClassCardProps) {
  const { t } = useLingui();
  const clock = useClockFormat();
  const from = clock(c.startTime);
  const to = clock(c.startTime, c.durationMinutes);
  const subject = c.subject;
  const teacher = c.teacher?.name;
  return (
    <article
      aria-label={t`${subject}, ${from}`}
      className={cn(
        'grid gap-2 rounded-lg border bg-card p-3 sm:p-4',
        c.cancelled && 'border-dashed bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className={cn('font-semibold', c.cancelled && 'line-through')}>
          <span className="tabular-nums">
            {from} – {to}
          </span>{' '}
          · {subject}
        </p>
        <p className="flex flex-wrap gap-1 text-xs font-semibold">
          {c.cancelled && (
            <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-destructive">
              <Trans>Cancelled</Trans>
            </span>
          )}
          {!c.cancelled && c.extra && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary">
              <Trans>Extra class</Trans>
            </span>
          )}
          {!c.cancelled && !c.extra && c.changed && (
            <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-amber-800 dark:text-amber-300">
              <Trans>Moved</Trans>
            </span>
          )}
          {c.isOnline && !c.cancelled && (
            <span className="rounded-full bg-muted px-2 py-0.5">
              <Trans>Online</Trans>
            </span>
          )}
          {c.marked && (
            <span className="rounded-full bg-muted px-2 py-0.5">
              <Trans>Attendance taken</Trans>
            </span>
          )}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {[showBatch ? c.batch.name : null, teacher].filter(Boolean).join(' · ')}
      </p>
      {c.room && (
        <p className="flex items-center gap-1 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0" /> {c.room}
        </p>
      )}
      {c.note && <p className="text-sm">{c.note}</p>}
      {(c.onlineLink || c.recordingUrl || canRun) && (
        <div className="flex flex-wrap gap-2">
          {c.onlineLink && (
            <Button asChild size="sm">
              <a href={c.onlineLink} target="_blank" rel="noopener noreferrer">
                <Video aria-hidden="true" /> <Trans>Join class</Trans>
              </a>
            </Button>
          )}
          {c.recordingUrl && (
            <Button asChild size="sm" variant="outline">
              <a href={c.recordingUrl} target="_blank" rel="noopener noreferrer">
                <PlayCircle aria-hidden="true" /> <Trans>Watch recording</Trans>
              </a>
            </Button>
          )}
          {canRun && (
            <Button asChild size="sm" variant="outline">
              <Link to={`/classes/${c.key}`}>
                <ClipboardCheck aria-hidden="true" />{' '}
                {c.marked ? <Trans>Attendance</Trans> : <Trans>Take attendance</Trans>}
              </Link>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
