import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { MOCK_TEST_MESSAGES } from '@academy/contract/mock-tests';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAdminTest, useSaveTest } from '../api/mock-tests';
import { TestEditor, draftFromTest, emptyDraft } from '../components/test-editor';

/** /admin/upload/test: a new test, or `?testId=` to edit one. */
export function TestUploadPage() {
  const [params] = useSearchParams();
  const testId = params.get('testId') ?? undefined;
  const navigate = useNavigate();
  const existing = useAdminTest(testId);
  const save = useSaveTest();
  const initial = useMemo(
    () => (existing.data ? draftFromTest(existing.data) : emptyDraft()),
    [existing.data],
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/admin/tests" className="text-primary underline-offset-4 hover:underline">
          All mock tests
        </Link>
      </p>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {testId ? 'Edit Test' : 'Upload Test'}
      </h1>
      <p className="mb-8 text-muted-foreground">
        A timed multiple-choice test: sections with their own marks and negative marking, four
        options a question, and a topic for each so students see their weak chapters.
      </p>
      {testId && existing.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading test" />
        </div>
      ) : testId && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {existing.error instanceof ApiError
            ? existing.error.message
            : MOCK_TEST_MESSAGES.notFound}
        </p>
      ) : (
        <TestEditor
          key={existing.data?.id ?? 'new'}
          initial={initial}
          initialStatus={existing.data?.status ?? 'draft'}
          hasAttempts={(existing.data?.attemptCount ?? 0) > 0}
          isSaving={save.isPending}
          onSave={async (values) => {
            try {
              const { message } = await save.mutateAsync({ id: testId, values });
              toast.success(
                values.status === 'published'
                  ? `${message ?? MOCK_TEST_MESSAGES.updated}: published`
                  : `${message ?? MOCK_TEST_MESSAGES.updated}: saved as a draft`,
              );
              void navigate('/admin/tests');
            } catch (error) {
              toast.error(MOCK_TEST_MESSAGES.saveFailed, {
                description: error instanceof ApiError ? error.message : undefined,
              });
              if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
                return error.fieldErrors;
            }
          }}
        />
      )}
    </div>
  );
}
