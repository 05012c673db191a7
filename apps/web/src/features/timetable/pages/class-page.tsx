import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CalendarCog } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/loading-block';
import { useAttendanceSheet } from '../api/timetable';
import { AttendanceRegister } from '../components/attendance-register';
import { ClassCard } from '../components/class-card';
import { ClassChangeDialog } from '../components/class-change-dialog';
import { RecordingForm } from '../components/recording-form';
import { useDayFormat } from '../components/week-view';

/**
 * /classes/:key: one class for its teacher (or an admin): the register, a one-off change, and
 * the recording afterwards. `visitors` renders, under the register, those booked to try the
 * class (the route hands in the admissions area's list).
 */
export function ClassPage({ visitors }: { visitors?: (classKey: string) => ReactNode }) {
  const { t } = useLingui();
  const { key = '' } = useParams();
  const sheet = useAttendanceSheet(key);
  const dayOf = useDayFormat();
  const [isChanging, setIsChanging] = useState(false);
  if (sheet.isPending) {
    return <LoadingBlock label={t`Loading the class`} />;
  }
  if (sheet.isError) return <LoadError error={sheet.error} className="px-4 py-16 text-center" />;
  const { occurrence } = sheet.data;
  const day = dayOf(occurrence.date);
  const subject = occurrence.subject;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-6">
      <Link
        to="/timetable"
        className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>Timetable</Trans>
      </Link>
      <header className="grid gap-3">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
          <Trans>
            {subject}, {day}
          </Trans>
        </h1>
        <ClassCard occurrence={occurrence} />
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setIsChanging(true)}>
          <CalendarCog aria-hidden="true" /> <Trans>Change or cancel this class</Trans>
        </Button>
      </header>
      {occurrence.isOnline && (
        <RecordingForm
          key={occurrence.recordingUrl ?? ''}
          classKey={occurrence.key}
          current={occurrence.recordingUrl}
        />
      )}
      <section aria-labelledby="register" className="grid gap-3">
        <h2 id="register" className="text-lg font-semibold">
          <Trans>Attendance</Trans>
        </h2>
        {occurrence.cancelled ? (
          <p className="text-muted-foreground">
            <Trans>This class is cancelled: there is no attendance to take.</Trans>
          </p>
        ) : (
          <AttendanceRegister
            key={sheet.data.markedAt ?? 'new'}
            sheet={sheet.data}
            classKey={key}
          />
        )}
      </section>
      {!occurrence.cancelled && visitors?.(occurrence.key)}
      {isChanging && (
        <ClassChangeDialog occurrence={occurrence} onClose={() => setIsChanging(false)} />
      )}
    </div>
  );
}
