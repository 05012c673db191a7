import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, BellRing } from 'lucide-react';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import type { DueRow } from '@academy/contract/batch-fees';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { toastOutcome } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { batchKey, useDues, useRemind } from '../api/batches';
import type { DeskDue, DeskPaymentSlot } from '../pages/batch-page';

/** The batch's unpaid instalments, one group per instalment, with a reminder for each group. */
export function BatchDues({
  batchId,
  batchName,
  deskPayment,
}: {
  batchId: string;
  batchName: string;
  deskPayment?: DeskPaymentSlot | undefined;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [taking, setTaking] = useState<DeskDue | null>(null);
  const dues = useDues(batchId);
  const remind = useRemind(batchId);
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  const groups = new Map<string, DueRow[]>();
  for (const row of dues.data?.rows ?? [])
    groups.set(row.instalmentId, [...(groups.get(row.instalmentId) ?? []), row]);
  const overdue = formatRupees(dues.data?.overduePaise ?? 0);
  const upcoming = formatRupees(dues.data?.duePaise ?? 0);

  const sendReminders = (instalmentId: string) => remind.mutate({ instalmentId }, toastOutcome);

  return (
    <section aria-labelledby="fees-dues" className="grid gap-4">
      <h2 id="fees-dues" className="text-lg font-semibold">
        <Trans>Dues</Trans>
      </h2>
      {dues.isPending ? (
        <Spinner label={t`Loading dues`} />
      ) : dues.isError ? (
        <LoadError error={dues.error} />
      ) : groups.size === 0 ? (
        <p role="status" className="text-muted-foreground">
          <Trans>Nothing is owed.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm">
            <Trans>
              Overdue: <strong className="text-destructive">{overdue}</strong> · Due later:{' '}
              <strong>{upcoming}</strong>
            </Trans>
          </p>
          {[...groups.values()].map((rows) => {
            const first = rows[0]!;
            const label = first.label;
            const amount = formatRupees(first.amountPaise);
            const date = dateFormat.format(academyMidday(first.dueDate));
            const countForm = pluralForm(i18n, rows.length);
            const owingCount = formatCount(rows.length);
            const isOverdue = first.state === 'overdue';
            return (
              <div key={first.instalmentId} className="grid gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="grid font-medium">
                    <span>
                      {label} · {amount}
                    </span>
                    <span
                      className={`flex items-center gap-1 text-sm ${isOverdue ? 'text-destructive' : 'text-muted-foreground'}`}
                    >
                      {isOverdue && <AlertCircle aria-hidden="true" className="size-4" />}
                      {isOverdue ? <Trans>Overdue since {date}</Trans> : <Trans>Due {date}</Trans>}
                      {' · '}
                      {t`${select(countForm, { one: `${owingCount} student owes it`, other: `${owingCount} students owe it` })}`}
                    </span>
                  </h3>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remind.isPending}
                    aria-label={t`Remind everyone who owes ${label}`}
                    onClick={() => sendReminders(first.instalmentId)}
                  >
                    <BellRing aria-hidden="true" /> <Trans>Remind</Trans>
                  </Button>
                </div>
                <ul className="grid gap-1 text-sm" aria-label={t`Who owes ${label}`}>
                  {rows.map((row) => {
                    const name = row.student.name;
                    const reminded = row.remindedAt
                      ? dateFormat.format(new Date(row.remindedAt))
                      : null;
                    const leftOn = row.leftOn ? dateFormat.format(academyMidday(row.leftOn)) : null;
                    return (
                      <li
                        key={row.student.id}
                        className="flex flex-wrap justify-between gap-x-2 border-t pt-1"
                      >
                        <span>
                          {row.student.name}
                          {row.student.phone && (
                            <span className="text-muted-foreground"> · {row.student.phone}</span>
                          )}
                          {leftOn && (
                            <span className="text-muted-foreground">
                              {' · '}
                              <Trans>Left on {leftOn}</Trans>
                            </span>
                          )}
                        </span>
                        <span className="flex flex-wrap items-center gap-2">
                          {reminded && (
                            <span className="text-muted-foreground">
                              <Trans>Reminded {reminded}</Trans>
                            </span>
                          )}
                          {deskPayment && (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t`Record ${name}’s payment of ${label}`}
                              onClick={() =>
                                setTaking({
                                  student: row.student,
                                  instalmentId: row.instalmentId,
                                  title: `${batchName} · ${label}`,
                                  amountPaise: row.amountPaise,
                                })
                              }
                            >
                              <Trans>Record payment</Trans>
                            </Button>
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </>
      )}
      {taking &&
        deskPayment?.(taking, () => {
          setTaking(null);
          void queryClient.invalidateQueries({ queryKey: batchKey(batchId) });
        })}
    </section>
  );
}
