import { Trans, useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** What every account's row offers, whoever's it is. */
export type AccountAction = 'edit' | 'suspend' | 'reset-password' | 'delete';

interface AccountActionsMenuProps {
  name: string;
  isSuspended: boolean;
  onAction: (action: AccountAction) => void;
  /** Items of the area's own before the account's (Copy Details), set apart by a line. */
  first?: ReactNode;
  /** Items of the area's own after Edit (View Details, Children). */
  children?: ReactNode;
  /** Offered, set apart at the end, where the area deletes accounts. */
  canDelete?: boolean;
}

/**
 * A row's actions on an account: Edit, Suspend or Reactivate, Reset password, and Delete where
 * the area allows it, with the area's own items where they belong (product §4.5).
 */
export function AccountActionsMenu(props: AccountActionsMenuProps) {
  const { t } = useLingui();
  const { name, onAction } = props;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {props.first && (
          <>
            {props.first}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => onAction('edit')}>
          <Trans>Edit</Trans>
        </DropdownMenuItem>
        {props.children}
        <DropdownMenuItem onSelect={() => onAction('suspend')}>
          {props.isSuspended ? t`Reactivate` : t`Suspend`}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('reset-password')}>
          <Trans>Reset password</Trans>
        </DropdownMenuItem>
        {props.canDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction('delete')}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trans>Delete</Trans>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
