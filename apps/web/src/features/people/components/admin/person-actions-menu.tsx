import { Trans } from '@lingui/react/macro';
import type { PersonRow } from '@academy/contract/people';
import { AccountActionsMenu, type AccountAction } from '@/components/accounts/account-actions-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

/** Teachers and parents are not deleted here: a parent's children and a teacher's batches stay. */
export type PersonAction = Exclude<AccountAction, 'delete'> | 'children';

interface PersonActionsMenuProps {
  person: PersonRow;
  onAction: (action: PersonAction, person: PersonRow) => void;
}

/** A row's actions: Edit, Children (a parent's), Suspend or Reactivate, Reset password. */
export function PersonActionsMenu({ person, onAction }: PersonActionsMenuProps) {
  return (
    <AccountActionsMenu
      name={person.name}
      isSuspended={person.status === 'suspended'}
      onAction={(action) => action !== 'delete' && onAction(action, person)}
    >
      {person.role === 'parent' && (
        <DropdownMenuItem onSelect={() => onAction('children', person)}>
          <Trans>Children</Trans>
        </DropdownMenuItem>
      )}
    </AccountActionsMenu>
  );
}
