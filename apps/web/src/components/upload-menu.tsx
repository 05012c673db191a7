import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BookOpen, ClipboardList, FileText, Plus, Video, FileQuestion } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { buttonVariants } from './ui/button';

/** The admin's upload menu (product §2.1): Course, Notes, Test and an NCERT sub-menu. */
export default function UploadMenu() {
  const { t } = useLingui();
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t`Upload`}
        className={buttonVariants({ variant: 'outline', size: 'icon', className: 'rounded-full' })}
      >
        <Plus aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/admin/upload">
            <Video aria-hidden="true" /> <Trans>Course</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/upload/notes">
            <FileText aria-hidden="true" /> <Trans>Notes</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/upload/test">
            <ClipboardList aria-hidden="true" /> <Trans>Test</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/upload/pyq">
            <FileQuestion aria-hidden="true" /> <Trans>Question Paper</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <BookOpen aria-hidden="true" /> <Trans>NCERT</Trans>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem asChild>
              <Link to="/admin/upload/ncert-solution">
                <Trans>NCERT Solution</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/upload/ncert-textbook">
                <Trans>NCERT Text Book</Trans>
              </Link>
            </DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
