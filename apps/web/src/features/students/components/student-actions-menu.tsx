import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import type { StudentRow } from '@academy/contract/students';
import { AccountActionsMenu, type AccountAction } from '@/components/accounts/account-actions-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

export type StudentAction = AccountAction | 'view';

interface StudentActionsMenuProps {
  student: StudentRow;
  onAction: (action: StudentAction, student: StudentRow) => void;
}

/** The row's actions (product §4.5): Copy Details, Edit, View Details, Suspend, Delete, more. */
export function StudentActionsMenu({ student, onAction }: StudentActionsMenuProps) {
  const { t } = useLingui();
  const copyDetails = () => {
    void navigator.clipboard
      .writeText(JSON.stringify(student, null, 2))
      .then(() => toast.success(t`Details copied`))
      .catch(() => toast.error(t`Could not copy the details`));
  };
  return (
    <AccountActionsMenu
      name={student.name}
      isSuspended={student.status === 'suspended'}
      onAction={(action) => onAction(action, student)}
      first={
        <DropdownMenuItem onSelect={copyDetails}>
          <Trans>Copy Details</Trans>
        </DropdownMenuItem>
      }
      canDelete
    >
      <DropdownMenuItem onSelect={() => onAction('view', student)}>
        <Trans>View Details</Trans>
      </DropdownMenuItem>
    </AccountActionsMenu>
  );
}
