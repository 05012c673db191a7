import { lazy, Suspense, type ComponentProps } from 'react';

// Only admins edit and delete: their buttons and the delete dialog (with Radix's dialog code,
// about 14 KB gzip) load for them alone, not with every visitor's study page.
const DeleteMaterialDialog = lazy(async () => ({
  default: (await import('./delete-material-dialog')).DeleteMaterialDialog,
}));
const AdminItemActions = lazy(async () => ({
  default: (await import('./admin-item-actions')).AdminItemActions,
}));

/** `DeleteMaterialDialog`, its code fetched when it first opens. */
export function LazyDeleteMaterialDialog(props: ComponentProps<typeof DeleteMaterialDialog>) {
  return (
    <Suspense fallback={null}>
      <DeleteMaterialDialog {...props} />
    </Suspense>
  );
}

/** A card's Edit and Delete, their code fetched when an admin's list first shows. */
export function LazyAdminItemActions(props: ComponentProps<typeof AdminItemActions>) {
  return (
    <Suspense fallback={null}>
      <AdminItemActions {...props} />
    </Suspense>
  );
}
