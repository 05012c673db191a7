import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { MOCK_TEST_MESSAGES, type AdminMockTestRow } from '@academy/contract/mock-tests';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { useAdminTests, useDeleteTest } from '../api/mock-tests';
import { formatMarks, programLabel } from '../lib/format';

/** /admin/tests: every mock test with its status and attempts; edit, results, delete. */
export function AdminTestsPage() {
  const query = useAdminTests();
  const remove = useDeleteTest();
  const [deleting, setDeleting] = useState<AdminMockTestRow | null>(null);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Mock Tests</h1>
        <Button asChild>
          <Link to="/admin/upload/test">
            <Plus aria-hidden="true" /> New test
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading tests" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
          <p className="text-lg font-semibold">{MOCK_TEST_MESSAGES.listError}</p>
          <Button onClick={() => void query.refetch()}>Refresh</Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{MOCK_TEST_MESSAGES.listEmpty}</p>
      ) : (
        <Table caption="Mock tests">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3">
                Title
              </th>
              <th scope="col" className="p-3">
                Program
              </th>
              <th scope="col" className="p-3">
                Subject
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
              <th scope="col" className="p-3 text-right">
                Questions
              </th>
              <th scope="col" className="p-3 text-right">
                Max marks
              </th>
              <th scope="col" className="p-3 text-right">
                Attempts
              </th>
              <th scope="col" className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((t) => (
              <tr key={t.id} className="border-t">
                <th scope="row" className="p-3 font-medium">
                  {t.title}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {t.courseTitle ? `With ${t.courseTitle}` : 'Free'} · {t.timeLimitMinutes} min
                  </span>
                </th>
                <td className="p-3">{programLabel(t.program)}</td>
                <td className="p-3">{t.subject}</td>
                <td className="p-3">{t.status === 'published' ? 'Published' : 'Draft'}</td>
                <td className="p-3 text-right">{t.questionCount}</td>
                <td className="p-3 text-right">{formatMarks(t.maxScore)}</td>
                <td className="p-3 text-right">{t.attemptCount}</td>
                <td className="p-3">
                  <div className="flex justify-end gap-1">
                    <Button variant="outline" size="sm" asChild>
                      <Link to={`/admin/upload/test?testId=${t.id}`} aria-label={`Edit ${t.title}`}>
                        Edit
                      </Link>
                    </Button>
                    <Button variant="outline" size="sm" asChild>
                      <Link
                        to={`/admin/tests/${t.id}/results`}
                        aria-label={`Results of ${t.title}`}
                      >
                        Results
                      </Link>
                    </Button>
                    {t.attemptCount === 0 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${t.title}`}
                        onClick={() => setDeleting(t)}
                      >
                        Delete
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this test?"
          confirmLabel="Delete"
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(MOCK_TEST_MESSAGES.deleted);
                setDeleting(null);
              },
              onError: (error) =>
                toast.error(error instanceof ApiError ? error.message : 'Could not delete'),
            })
          }
        >
          “{deleting.title}” and its questions will be deleted.
        </ConfirmDialog>
      )}
    </div>
  );
}
