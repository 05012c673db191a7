import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Download, Plus, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import { STUDENT_SORTS, type StudentRow, type StudentSort } from '@academy/contract/students';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pagination, pageCount } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { TooltipProvider } from '@/components/ui/tooltip';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useDeleteStudent } from '../api/delete-student';
import { studentSearch, useStudents, type StudentListParams } from '../api/list-students';
import { useSetSuspended } from '../api/set-suspended';
import { ResetPasswordDialog } from '@/components/accounts/reset-password-dialog';
import { useResetStudentPassword } from '../api/reset-student-password';
import type { StudentAction } from '../components/student-actions-menu';
import { StudentDetailsDialog } from '../components/student-details-dialog';
import { StudentFormDialog } from '../components/student-form-dialog';
import { StudentImportDialog } from '../components/student-import-dialog';
import { StudentsTable } from '../components/students-table';

/** The list's state lives in the URL, so a filtered page can be bookmarked or shared. */
function useListParams(): [StudentListParams, (next: Partial<StudentListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchParams.get('sort');
  const params: StudentListParams = {
    q: searchParams.get('q') ?? '',
    sort: STUDENT_SORTS.includes(sort as StudentSort) ? (sort as StudentSort) : 'name',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const update = (next: Partial<StudentListParams>) => {
    const merged = { ...params, ...next };
    setSearchParams(
      { q: merged.q, sort: merged.sort, page: String(merged.page) },
      { replace: true },
    );
  };
  return [params, update];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface ManageStudentsPageProps {
  /** View Details' test results, supplied by the tests area (decisions §21). */
  renderTestResults?: (studentId: string) => ReactNode;
}

export function ManageStudentsPage({ renderTestResults }: ManageStudentsPageProps = {}) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams();
  const [active, setActive] = useState<{ action: StudentAction; student: StudentRow } | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const students = useStudents(params);
  const setSuspended = useSetSuspended();
  const deleteStudent = useDeleteStudent();
  const resetPassword = useResetStudentPassword();

  const close = () => setActive(null);
  const run = async (work: () => Promise<{ message: string | undefined }>) => {
    try {
      const { message } = await work();
      if (message) toast.success(message);
      close();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  };

  const data = students.data;
  const totalPages = pageCount(data);
  const isEmptyAcademy = data?.total === 0 && !params.q;
  const name = active?.student.name;
  const message = students.isError ? translateMessage(i18n, errorText(students.error)) : '';

  return (
    <TooltipProvider>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>Manage students</Trans>
            </h1>
            <p className="mt-1 text-muted-foreground">
              <Trans>Here you can manage student accounts, view their progress, and more.</Trans>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={`/api/admin/students/export.csv?${studentSearch(params)}`} download>
                <Download aria-hidden="true" /> <Trans>Export CSV</Trans>
              </a>
            </Button>
            <Button variant="outline" onClick={() => setIsImporting(true)}>
              <Upload aria-hidden="true" /> <Trans>Import from CSV</Trans>
            </Button>
            <Button onClick={() => setIsAdding(true)}>
              <Plus aria-hidden="true" /> <Trans>Add new student</Trans>
            </Button>
          </div>
        </div>

        <SearchField
          label={t`Search students by name or phone`}
          placeholder={t`Search by name or phone`}
          value={params.q}
          onSearch={(q) => setParams({ q, page: 1 })}
          className="mt-8 max-w-sm"
        />

        <div className="mt-6">
          {students.isPending ? (
            <LoadingBlock label={t`Loading students`} />
          ) : students.isError ? (
            <p role="alert" className="py-10 text-destructive">
              {t`Error: ${message}`}
            </p>
          ) : isEmptyAcademy ? (
            <p className="py-10 text-center text-muted-foreground">
              <Trans>No students found.</Trans>
            </p>
          ) : (
            <>
              <StudentsTable
                rows={data?.items ?? []}
                sort={params.sort}
                onSortByName={() =>
                  setParams({ sort: params.sort === 'name' ? '-name' : 'name', page: 1 })
                }
                onAction={(action, student) => setActive({ action, student })}
              />
              <Pagination
                page={params.page}
                totalPages={totalPages}
                hasMore={data?.totalIsCapped}
                onPage={(page) => setParams({ page })}
              />
            </>
          )}
        </div>
      </div>

      <StudentFormDialog open={isAdding} onOpenChange={setIsAdding} />
      <StudentImportDialog open={isImporting} onOpenChange={setIsImporting} />
      {active?.action === 'edit' && (
        <StudentFormDialog student={active.student} open onOpenChange={(o) => !o && close()} />
      )}
      {active?.action === 'view' && (
        <StudentDetailsDialog
          student={active.student}
          onClose={close}
          testResults={renderTestResults?.(active.student.userId)}
        />
      )}
      {active?.action === 'reset-password' && (
        <ResetPasswordDialog
          name={active.student.name}
          onReset={(password) => resetPassword.mutateAsync({ id: active.student.userId, password })}
          onClose={close}
        />
      )}
      {active?.action === 'suspend' && (
        <ConfirmDialog
          title={
            active.student.status === 'suspended' ? t`Reactivate ${name}?` : t`Suspend ${name}?`
          }
          confirmLabel={active.student.status === 'suspended' ? t`Reactivate` : t`Suspend`}
          isDestructive={active.student.status !== 'suspended'}
          isBusy={setSuspended.isPending}
          onCancel={close}
          onConfirm={() =>
            void run(() =>
              setSuspended.mutateAsync({
                id: active.student.userId,
                suspend: active.student.status !== 'suspended',
              }),
            )
          }
        >
          {active.student.status === 'suspended'
            ? t`They will be able to log in again.`
            : t`They are signed out at once and cannot log in until you reactivate them.`}
        </ConfirmDialog>
      )}
      {active?.action === 'delete' && (
        <ConfirmDialog
          title={t`Delete ${name}?`}
          confirmLabel={t`Delete`}
          isDestructive
          isBusy={deleteStudent.isPending}
          onCancel={close}
          onConfirm={() => void run(() => deleteStudent.mutateAsync(active.student.userId))}
        >
          <Trans>
            The student can no longer log in and their phone number becomes free. Their enrolments
            and payments are kept for the records.
          </Trans>
        </ConfirmDialog>
      )}
    </TooltipProvider>
  );
}
