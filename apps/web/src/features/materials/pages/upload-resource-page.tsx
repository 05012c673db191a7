import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { RESOURCE_MESSAGES, type ResourceKind } from '@academy/contract/resources';
import { Spinner } from '@/components/ui/spinner';
import { useResource } from '../api/list-resources';
import { useSaveResource } from '../api/save-resource';
import { ResourceForm, resourceToForm } from '../components/resource-form';
import { KINDS } from '../kinds';

/** /admin/upload/ncert-textbook, /ncert-solution and /pyq: create, or edit with `?id=`. */
export function UploadResourcePage({ kind }: { kind: ResourceKind }) {
  const info = KINDS[kind];
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useResource(id);
  const save = useSaveResource();
  const navigate = useNavigate();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {id ? `Edit: ${existing.data?.title ?? ''}` : info.uploadHeading}
      </h1>
      <p className="mb-8 text-muted-foreground">
        Upload a PDF, DOC, DOCX or TXT file, or link to the official source.
      </p>
      {id && existing.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading" />
        </div>
      ) : id && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {RESOURCE_MESSAGES.notFound}
        </p>
      ) : (
        <ResourceForm
          key={existing.data?.id ?? 'new'}
          initial={resourceToForm(kind, existing.data)}
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
