import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { RESOURCE_MESSAGES, type ResourceKind } from '@academy/contract/resources';
import { UploadMaterialPage } from '@/components/study/upload-material-page';
import { RESOURCE_TABLE } from '@/lib/i18n/messages/materials';
import { useResource, useSaveResource } from '../api/resources';
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
  const { t, i18n } = useLingui();
  const title = existing.data?.title ?? '';

  return (
    <UploadMaterialPage
      id={id}
      existing={existing}
      heading={id ? t`Edit: ${title}` : i18n._(info.uploadHeading)}
      intro={t`Upload a PDF, DOC, DOCX or TXT file, or link to the official source.`}
      loadingLabel={t`Loading`}
      notFound={i18n._(RESOURCE_TABLE.descriptors.notFound)}
      save={save.mutateAsync}
      saved={RESOURCE_MESSAGES.saved}
      failed={RESOURCE_MESSAGES.saveFailed}
      onSaved={() => void navigate(info.path)}
    >
      {(resource, submit) => (
        <ResourceForm
          key={resource?.id ?? 'new'}
          initial={resourceToForm(kind, resource, i18n)}
          storedFileName={resource?.file?.name}
          onSubmit={submit}
        />
      )}
    </UploadMaterialPage>
  );
}
