import { Trans, useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import type { PersonRow } from '@academy/contract/people';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type PersonAction = 'edit' | 'children' | 'suspend' | 'reset-password';

interface PersonActionsMenuProps {
  person: PersonRow;
  onAction: (action: PersonAction, person: PersonRow) => void;
}

/** A row's actions: Edit, Children (a parent's), Suspend or Reactivate, Reset password. */
export function PersonActionsMenu({ person, onAction }: PersonActionsMenuProps) {
  const { t } = useLingui();
  const name = person.name;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('edit', person)}>
          <Trans>Edit</Trans>
        </DropdownMenuItem>
        {person.role === 'parent' && (
          <DropdownMenuItem onSelect={() => onAction('children', person)}>
            <Trans>Children</Trans>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onAction('suspend', person)}>
          {person.status === 'suspended' ? t`Reactivate` : t`Suspend`}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('reset-password', person)}>
          <Trans>Reset password</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
