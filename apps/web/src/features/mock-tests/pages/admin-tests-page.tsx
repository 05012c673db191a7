import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { type AdminMockTestRow } from '@academy/contract/mock-tests';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { LoadingBlock } from '@/components/loading-block';
import { RetryBlock } from '@/components/retry-block';
import { ApiError } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { useAdminTests, useDeleteTest } from '../api/mock-tests';
import { formatMarks, useProgramLabel } from '../lib/format';

/**
 * /admin/tests: every mock test with its status and attempts; edit, results, delete. A table from
 * md up, cards on a phone (as Payments and People are).
 */
export function AdminTestsPage() {
  const query = useAdminTests();
  const remove = useDeleteTest();
  const [deleting, setDeleting] = useState<AdminMockTestRow | null>(null);
  const { t, i18n } = useLingui();
  const deletingTitle = deleting?.title;
  const isWide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Mock tests</Trans>
        </h1>
        <Button asChild>
          <Link to="/admin/upload/test">
            <Plus aria-hidden="true" /> <Trans>New test</Trans>
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <LoadingBlock label={t`Loading tests`} />
      ) : query.isError ? (
        <RetryBlock
          message={i18n._(MOCK_TEST_TABLE.descriptors.listError)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">
          {i18n._(MOCK_TEST_TABLE.descriptors.listEmpty)}
        </p>
      ) : !isWide ? (
        <ul className="grid gap-3" aria-label={t`Mock tests`}>
          {query.data.map((row) => (
            <TestCard key={row.id} test={row} onDelete={setDeleting} />
          ))}
        </ul>
      ) : (
        <Table caption={t`Mock tests`}>
          <TableHead
            columns={[
              { label: t`Title` },
              { label: t`Program` },
              { label: t`Subject` },
              { label: t`Status` },
              { label: t`Questions`, numeric: true },
              { label: t`Max marks`, numeric: true },
              { label: t`Attempts`, numeric: true },
            ]}
            actions
          />
          <tbody>
            {query.data.map((row) => (
              <TestRow key={row.id} test={row} onDelete={setDeleting} />
            ))}
          </tbody>
        </Table>
      )}
      {deleting && (
        <ConfirmDialog
          title={t`Delete this test?`}
          confirmLabel={t`Delete`}
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(i18n._(MOCK_TEST_TABLE.descriptors.deleted));
                setDeleting(null);
              },
              onError: (error) =>
                toast.error(
                  error instanceof ApiError
                    ? translateMessage(i18n, error.message)
                    : t`Could not delete`,
                ),
            })
          }
        >
          <Trans>“{deletingTitle}” and its questions will be deleted.</Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}

interface TestItemProps {
  test: AdminMockTestRow;
  onDelete: (test: AdminMockTestRow) => void;
}

/** Where a test is offered and for how long: "With Class 10 Science · 30 min". */
function TestTerms({ test }: { test: AdminMockTestRow }) {
  const { t } = useLingui();
  const { courseTitle, timeLimitMinutes: minutes } = test;
  return (
    <>
      {courseTitle ? t`With ${courseTitle}` : t`Free`} · {t`${minutes} min`}
    </>
  );
}

/** One test's row: what it is, its figures, and what can be done with it. */
function TestRow({ test, onDelete }: TestItemProps) {
  const { t } = useLingui();
  const programLabel = useProgramLabel();
  return (
    <tr className="border-t">
      <th scope="row" className="px-4 py-2 font-medium">
        {test.title}
        <span className="block text-xs font-normal text-muted-foreground">
          <TestTerms test={test} />
        </span>
      </th>
      <td className="px-4 py-2">{programLabel(test.program)}</td>
      <td className="px-4 py-2">{test.subject}</td>
      <td className="px-4 py-2">{test.status === 'published' ? t`Published` : t`Draft`}</td>
      <td className="px-4 py-2 text-right">{test.questionCount}</td>
      <td className="px-4 py-2 text-right">{formatMarks(test.maxScore)}</td>
      <td className="px-4 py-2 text-right">{test.attemptCount}</td>
      <td className="px-4 py-2">
        <TestActions test={test} onDelete={onDelete} className="justify-end" />
      </td>
    </tr>
  );
}

/** One test on a phone: the row's facts, labelled, and its actions below. */
function TestCard({ test, onDelete }: TestItemProps) {
  const { t } = useLingui();
  const programLabel = useProgramLabel();
  const facts = [
    [t`Program`, programLabel(test.program)],
    [t`Subject`, test.subject],
    [t`Status`, test.status === 'published' ? t`Published` : t`Draft`],
    [t`Questions`, String(test.questionCount)],
    [t`Max marks`, formatMarks(test.maxScore)],
    [t`Attempts`, String(test.attemptCount)],
  ];
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div>
        <h2 className="font-medium break-words">{test.title}</h2>
        <p className="text-xs text-muted-foreground">
          <TestTerms test={test} />
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-right break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <TestActions test={test} onDelete={onDelete} />
    </li>
  );
}

/** Edit, Results, and Delete while nobody has attempted the test. */
function TestActions({ test, onDelete, className }: TestItemProps & { className?: string }) {
  const { t } = useLingui();
  const title = test.title;
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      <Button variant="outline" size="sm" asChild>
        <Link to={`/admin/upload/test?testId=${test.id}`} aria-label={t`Edit ${title}`}>
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <Button variant="outline" size="sm" asChild>
        <Link to={`/admin/tests/${test.id}/results`} aria-label={t`Results of ${title}`}>
          <Trans>Results</Trans>
        </Link>
      </Button>
      {test.attemptCount === 0 && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Delete ${title}`}
          onClick={() => onDelete(test)}
        >
          <Trans>Delete</Trans>
        </Button>
      )}
    </div>
  );
}
