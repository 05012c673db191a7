import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { RESOURCE_MESSAGES, type ResourceKind } from '@academy/contract/resources';
import { RESOURCE_TABLE } from '@/lib/i18n/messages/materials';
import { useResource } from '../api/list-resources';
import { useSaveResource } from '../api/save-resource';
import { ResourceForm, resourceToForm } from '../components/resource-form';
import { KINDS } from '../kinds';
import { LoadingBlock } from '@/components/loading-block';

/** /admin/upload/ncert-textbook, /ncert-solution and /pyq: create, or edit with `?id=`. */
export function UploadResourcePage({ kind }: { kind: ResourceKind }) {
  const info = KINDS[kind];
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useResource(id);
  const save = useSaveResource();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const title = existing.data?.title ?? '';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {id ? t`Edit: ${title}` : i18n._(info.uploadHeading)}
      </h1>
      <p className="mb-8 text-muted-foreground">
        {t`Upload a PDF, DOC, DOCX or TXT file, or link to the official source.`}
      </p>
      {id && existing.isPending ? (
        <LoadingBlock label={t`Loading`} />
      ) : id && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {i18n._(RESOURCE_TABLE.descriptors.notFound)}
        </p>
      ) : (
        <ResourceForm
          key={existing.data?.id ?? 'new'}
          initial={resourceToForm(kind, existing.data, i18n)}
          storedFileName={existing.data?.file?.name}
          onSubmit={async (form) => {
            try {
              const { message } = await save.mutateAsync({ id, form });
              toast.success(message ?? RESOURCE_MESSAGES.saved);
              void navigate(info.path);
            } catch (error) {
              toast.error(RESOURCE_MESSAGES.saveFailed);
              throw error;
            }
          }}
        />
      )}
    </div>
  );
}
