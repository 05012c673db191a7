import { useLingui } from '@lingui/react/macro';
import { LINK_MESSAGES } from '@academy/contract/link-messages';
import { ManagedList } from '@/components/managed-list';
import { useDeleteLink } from '../api/delete-link';
import { useLinks } from '../api/list-links';
import { LinkFormDialog } from './link-form-dialog';

/** The Useful Links tab of Site Settings: add, edit and delete. */
export function LinksManager() {
  const { t } = useLingui();
  const links = useLinks();
  const remove = useDeleteLink();
  return (
    <ManagedList
      words={{
        add: t`Add link`,
        loading: t`Loading links`,
        empty: t`No links yet.`,
        list: t`Links`,
        confirmDelete: () => t`Delete this link?`,
      }}
      items={links.data}
      isPending={links.isPending}
      isError={links.isError}
      loadError={LINK_MESSAGES.loadFailed}
      getId={(link) => link._id}
      getTitle={(link) => link.title}
      renderDetails={(link) => (
        <>
          <p className="truncate text-sm text-muted-foreground">{link.link}</p>
          <p className="text-sm text-muted-foreground">{link.category.join(', ')}</p>
        </>
      )}
      renderForm={(link, onClose) => <LinkFormDialog link={link} onClose={onClose} />}
      onDelete={(link) => remove.mutateAsync(link._id)}
      deleted={LINK_MESSAGES.deleted}
      deleteFailed={LINK_MESSAGES.deleteFailed}
    />
  );
}
