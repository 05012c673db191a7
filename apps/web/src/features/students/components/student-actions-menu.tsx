import { Trans, useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { StudentRow } from '@academy/contract/students';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type StudentAction = 'edit' | 'view' | 'suspend' | 'reset-password' | 'delete';

interface StudentActionsMenuProps {
  student: StudentRow;
  onAction: (action: StudentAction, student: StudentRow) => void;
}

/** The row's actions (product §4.5): Copy Details, Edit, View Details, Suspend, Delete, more. */
export function StudentActionsMenu({ student, onAction }: StudentActionsMenuProps) {
  const { t } = useLingui();
  const name = student.name;
  const copyDetails = () => {
    void navigator.clipboard
      .writeText(JSON.stringify(student, null, 2))
      .then(() => toast.success(t`Details copied`))
      .catch(() => toast.error(t`Could not copy the details`));
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={copyDetails}>
          <Trans>Copy Details</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAction('edit', student)}>
          <Trans>Edit</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('view', student)}>
          <Trans>View Details</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('suspend', student)}>
          {student.status === 'suspended' ? t`Reactivate` : t`Suspend`}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('reset-password', student)}>
          <Trans>Reset password</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => onAction('delete', student)}
          className="text-destructive data-[highlighted]:text-destructive"
        >
          <Trans>Delete</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
