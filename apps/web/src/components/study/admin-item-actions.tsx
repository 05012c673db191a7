import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** An admin's Edit and Delete on a card. */
export function AdminItemActions({
  title,
  editTo,
  onDelete,
}: {
  title: string;
  editTo: string;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button asChild size="sm" variant="ghost">
        <Link to={editTo} aria-label={t`Edit ${title}`}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <Button size="sm" variant="ghost" aria-label={t`Delete ${title}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
