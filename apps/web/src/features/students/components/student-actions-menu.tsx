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

/** The row's actions (spec §2.9): Copy Details, Edit, View Details, Suspend, Delete, and more. */
export function StudentActionsMenu({ student, onAction }: StudentActionsMenuProps) {
  const copyDetails = () => {
    void navigator.clipboard
      .writeText(JSON.stringify(student, null, 2))
      .then(() => toast.success('Details copied'))
      .catch(() => toast.error('Could not copy the details'));
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Actions for ${student.name}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={copyDetails}>Copy Details</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAction('edit', student)}>Edit</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('view', student)}>View Details</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('suspend', student)}>
          {student.status === 'suspended' ? 'Reactivate' : 'Suspend'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('reset-password', student)}>
          Reset password
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => onAction('delete', student)}
          className="text-destructive data-[highlighted]:text-destructive"
        >
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
