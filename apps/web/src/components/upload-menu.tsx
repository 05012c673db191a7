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

/** The admin's upload menu (spec §2.3): Course, Notes, Test and an NCERT sub-menu. */
export default function UploadMenu() {
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Upload"
        className={buttonVariants({ variant: 'outline', size: 'icon', className: 'rounded-full' })}
      >
        <Plus aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/admin/upload">
            <Video aria-hidden="true" /> Course
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/upload/notes">
            <FileText aria-hidden="true" /> Notes
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/upload/test">
            <ClipboardList aria-hidden="true" /> Test
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/upload/pyq">
            <FileQuestion aria-hidden="true" /> Question Paper
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <BookOpen aria-hidden="true" /> NCERT
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem asChild>
              <Link to="/admin/upload/ncert-solution">NCERT Solution</Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/upload/ncert-textbook">NCERT Text Book</Link>
            </DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
