import { Link } from 'react-router';
import {
  BookOpen,
  ClipboardList,
  History,
  IndianRupee,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageSquareText,
  Settings,
  SlidersHorizontal,
  TicketPercent,
  User as UserIcon,
  Users,
} from 'lucide-react';
import type { User } from '@academy/contract/auth';
import { ROLES, roleLabel } from '@academy/contract/roles';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The avatar and its menu (spec §2.3); admins get their own entries, students My Courses. */
export default function UserMenu({ user, onLogout }: UserMenuProps) {
  const isAdmin = user.roles === ROLES.admin;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.name}`}
        className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">{initial}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{user.name}</span>
          <span className="block text-xs font-normal text-muted-foreground">
            {roleLabel(user.roles)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        {!isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/student/my-courses">
              <BookOpen aria-hidden="true" /> My Courses
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={isAdmin ? '/admin/tests' : '/tests'}>
            <ClipboardList aria-hidden="true" /> {isAdmin ? 'Mock Tests' : 'My Tests'}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/feedback">
            <MessageSquareText aria-hidden="true" /> Feedback
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/admin/dashboard">
                <LayoutDashboard aria-hidden="true" /> Admin Dashboard
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/settings">
                <SlidersHorizontal aria-hidden="true" /> Site Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/manage-students">
                <Users aria-hidden="true" /> Manage Students
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/payments">
                <IndianRupee aria-hidden="true" /> Payments
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/enquiries">
                <Mail aria-hidden="true" /> Enquiries
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/feedback">
                <Inbox aria-hidden="true" /> Feedback inbox
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/coupons">
                <TicketPercent aria-hidden="true" /> Coupons
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/audit">
                <History aria-hidden="true" /> Audit Log
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
