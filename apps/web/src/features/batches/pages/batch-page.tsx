import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingBlock } from '@/components/loading-block';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { toastOutcome } from '@/lib/toast';
import { useBatch, useDeleteBatch } from '../api/batches';
import { useTermFormat } from '../components/batch-dates';
import { BatchFees } from '../components/batch-fees';
import { BatchFormDialog } from '../components/batch-form-dialog';
import { BatchMembers } from '../components/batch-members';
import { BatchSlots } from '../components/batch-slots';
import { LowAttendance } from '../components/low-attendance';

/** One member's unpaid instalment, to take at the desk. */
export interface DeskDue {
  student: { id: string; name: string };
  instalmentId: string;
  title: string;
  amountPaise: number;
}

/** The payments area's desk form, which the route passes in (a feature imports no other). */
export type DeskPaymentSlot = (due: DeskDue, onClose: () => void) => ReactNode;

/**
 * /admin/batches/:id: a batch's students and waiting list, timetable, low attendance, fee and
 * (from the paper tests area, through the route) how its last test went.
 */
export function BatchPage({
  deskPayment,
  tests,
}: {
  deskPayment?: DeskPaymentSlot;
  tests?: (batchId: string) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const batch = useBatch(id);
  const remove = useDeleteBatch();
  const term = useTermFormat();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  if (batch.isPending) {
    return <LoadingBlock label={t`Loading the batch`} />;
  }
  if (batch.isError) return <LoadError error={batch.error} className="px-4 py-16 text-center" />;
  const b = batch.data;
  const seated = b.memberCount;
  const seats = b.capacity;
  const name = b.name;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <Link
        to="/admin/batches"
        className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>Batches</Trans>
      </Link>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
        <p className="text-muted-foreground">
          {i18n._(PROGRAM_NAMES[b.program].label)} · {term(b.startDate, b.endDate)}
          {b.subjects.length > 0 && ` · ${b.subjects.join(', ')}`}
        </p>
        <p className="text-sm">
          <Trans>
            {seated} of {seats} seats taken
          </Trans>
          {b.teachers.length > 0 && ` · ${b.teachers.map((p) => p.name).join(', ')}`}
          {b.enrolmentOpen && (
            <>
              {' · '}
              <Trans>Open to join</Trans>
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" /> <Trans>Edit batch</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setIsDeleting(true)}>
            <Trash2 aria-hidden="true" /> <Trans>Delete batch</Trans>
          </Button>
        </div>
      </header>
      <Tabs defaultValue="students" className="grid gap-4">
        <TabsList aria-label={t`Batch`} className="w-fit max-w-full overflow-x-auto">
          <TabsTrigger value="students">
            <Trans>Students</Trans>
          </TabsTrigger>
          <TabsTrigger value="timetable">
            <Trans>Timetable</Trans>
          </TabsTrigger>
          <TabsTrigger value="attendance">
            <Trans>Attendance</Trans>
          </TabsTrigger>
          {tests && (
            <TabsTrigger value="tests">
              <Trans>Tests</Trans>
            </TabsTrigger>
          )}
          <TabsTrigger value="fees">
            <Trans>Fees</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="students">
          <BatchMembers batch={b} />
        </TabsContent>
        <TabsContent value="timetable">
          <BatchSlots batch={b} />
        </TabsContent>
        <TabsContent value="attendance">
          <LowAttendance batchId={b.id} />
        </TabsContent>
        {tests && <TabsContent value="tests">{tests(b.id)}</TabsContent>}
        <TabsContent value="fees">
          <BatchFees batchId={b.id} batchName={name} deskPayment={deskPayment} />
        </TabsContent>
      </Tabs>
      {isEditing && <BatchFormDialog batch={b} onClose={() => setIsEditing(false)} />}
      {isDeleting && (
        <ConfirmDialog
          title={t`Delete ${name}?`}
          confirmLabel={t`Delete`}
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setIsDeleting(false)}
          onConfirm={() =>
            remove.mutate(b.id, {
              onSuccess: (result) => {
                toastOutcome.onSuccess(result);
                void navigate('/admin/batches');
              },
              onError: (error) => {
                toastOutcome.onError(error);
                setIsDeleting(false);
              },
            })
          }
        >
          <Trans>Its timetable, classes and attendance are deleted with it.</Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
