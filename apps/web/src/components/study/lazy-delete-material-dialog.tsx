import { lazy, Suspense, type ComponentProps } from 'react';

// Only admins delete: the dialog and Radix's dialog code (about 14 KB gzip) load for them alone,
// when one is asked for, not with every visitor's study page.
const DeleteMaterialDialog = lazy(async () => ({
  default: (await import('./delete-material-dialog')).DeleteMaterialDialog,
}));

/** `DeleteMaterialDialog`, its code fetched when it first opens. */
export function LazyDeleteMaterialDialog(props: ComponentProps<typeof DeleteMaterialDialog>) {
  return (
    <Suspense fallback={null}>
      <DeleteMaterialDialog {...props} />
    </Suspense>
  );
}
