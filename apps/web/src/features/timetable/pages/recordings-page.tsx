import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, PlayCircle } from 'lucide-react';
import type { Recording } from '@academy/contract/timetable';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useRecordings } from '../api/timetable';
import { useDayFormat } from '../components/week-view';

/** The recordings grouped by batch, in the order their latest recording came. */
function byBatch(recordings: Recording[]) {
  const groups = new Map<string, { name: string; items: Recording[] }>();
  for (const r of recordings) {
    const group = groups.get(r.batch.id) ?? { name: r.batch.name, items: [] };
    group.items.push(r);
    groups.set(r.batch.id, group);
  }
  return [...groups.entries()];
}

/**
 * /recordings: the recordings of the online classes of the user's batches (a student's, a
 * parent's children's, a teacher's), to watch a missed class again.
 */
export function RecordingsPage() {
  const { t } = useLingui();
  const recordings = useRecordings();
  const dayOf = useDayFormat();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <Link
        to="/timetable"
        className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>Timetable</Trans>
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Class recordings</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Online classes, recorded by their teacher: watch a missed class again.</Trans>
        </p>
      </header>
      {recordings.isPending ? (
        <Spinner label={t`Loading recordings`} />
      ) : recordings.isError ? (
        <LoadError error={recordings.error} />
      ) : recordings.data.length === 0 ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          <Trans>No recordings yet. They appear here after each online class.</Trans>
        </p>
      ) : (
        byBatch(recordings.data).map(([id, group]) => (
          <section key={id} aria-labelledby={`recordings-${id}`} className="grid gap-3">
            <h2 id={`recordings-${id}`} className="text-xl font-semibold tracking-tight">
              {group.name}
            </h2>
            <ul className="grid gap-2" aria-label={group.name}>
              {group.items.map((r) => {
                const subject = r.subject;
                const day = dayOf(r.date);
                return (
                  <li key={r.key}>
                    <a
                      href={r.recordingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-3 rounded-lg border bg-card p-3 underline-offset-4 hover:underline"
                    >
                      <PlayCircle aria-hidden="true" className="size-6 shrink-0 text-primary" />
                      <span className="grid min-w-0">
                        <span className="truncate font-medium">{subject}</span>
                        <span className="text-sm text-muted-foreground">{day}</span>
                      </span>
                      <span className="sr-only">
                        <Trans>(opens YouTube)</Trans>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
