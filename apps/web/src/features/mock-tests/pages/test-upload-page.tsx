import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { MOCK_TEST_TABLE } from '@/lib/i18n/messages/mock-tests';
import { useAdminTest, useSaveTest } from '../api/mock-tests';
import { TestEditor } from '../components/test-editor';
import { draftFromTest, emptyDraft } from '../lib/test-draft';
import { LoadingBlock } from '@/components/loading-block';

/** /admin/upload/test: a new test, or `?testId=` to edit one. */
export function TestUploadPage() {
  const [params] = useSearchParams();
  const testId = params.get('testId') ?? undefined;
  const navigate = useNavigate();
  const existing = useAdminTest(testId);
  const save = useSaveTest();
  const { t, i18n } = useLingui();
  const initial = useMemo(
    () => (existing.data ? draftFromTest(existing.data) : emptyDraft(i18n)),
    [existing.data, i18n],
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link to="/admin/tests" className="text-primary underline-offset-4 hover:underline">
          <Trans>All mock tests</Trans>
        </Link>
      </p>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {testId ? <Trans>Edit test</Trans> : <Trans>Upload test</Trans>}
      </h1>
      <p className="mb-8 text-muted-foreground">
        <Trans>
          A timed multiple-choice test: sections with their own marks and negative marking, four
          options a question, and a topic for each so students see their weak chapters.
        </Trans>
      </p>
      {testId && existing.isPending ? (
        <LoadingBlock label={t`Loading test`} />
      ) : testId && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {existing.error instanceof ApiError
            ? translateMessage(i18n, existing.error.message)
            : i18n._(MOCK_TEST_TABLE.descriptors.notFound)}
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
              const saved = message
                ? translateMessage(i18n, message)
                : i18n._(MOCK_TEST_TABLE.descriptors.updated);
              toast.success(
                values.status === 'published'
                  ? t`${saved}: published`
                  : t`${saved}: saved as a draft`,
              );
              void navigate('/admin/tests');
            } catch (error) {
              toast.error(i18n._(MOCK_TEST_TABLE.descriptors.saveFailed), {
                description:
                  error instanceof ApiError ? translateMessage(i18n, error.message) : undefined,
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
