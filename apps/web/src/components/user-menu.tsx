import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { roleLabelOf } from '@/lib/i18n/account-labels';
import {
  BookOpen,
  CalendarDays,
  CircleHelp,
  ClipboardList,
  House,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  MessagesSquare,
  Settings,
  Users,
  WifiOff,
  User as UserIcon,
} from 'lucide-react';
import type { User } from '@academy/contract/auth';
import { homePathOf, ROLES } from '@academy/contract/roles';
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

/**
 * The avatar and its menu (product §2.1): students get their home, My Courses, My Tests and their
 * doubts, teachers their home and the doubts queue, parents their home and their children's doubts, admins one link to their dashboard, whose sidebar lists every admin area; everyone
 * their profile and timetable.
 */
export default function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t, i18n } = useLingui();
  const isAdmin = user.roles === ROLES.admin;
  const isStudent = user.roles === ROLES.student;
  const isParent = user.roles === ROLES.parent;
  const isTeacher = user.roles === ROLES.teacher;
  // An admin's home is the admin dashboard, below.
  const hasHome = !isAdmin;
  const name = user.name;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t`Account menu for ${name}`}
        className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">{initial}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{user.name}</span>
          <span className="block text-xs font-normal text-muted-foreground">
            {roleLabelOf(i18n, user.roles)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hasHome && (
          <DropdownMenuItem asChild>
            <Link to={homePathOf(user.roles)}>
              <House aria-hidden="true" /> <Trans>My home</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" /> <Trans>Profile</Trans>
          </Link>
        </DropdownMenuItem>
        {isStudent && (
          <DropdownMenuItem asChild>
            <Link to="/student/my-courses">
              <BookOpen aria-hidden="true" /> <Trans>My courses</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        {isStudent && (
          <DropdownMenuItem asChild>
            <Link to="/student/my-tests">
              <ClipboardList aria-hidden="true" /> <Trans>My tests</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        {isStudent && (
          <DropdownMenuItem asChild>
            <Link to="/doubts/ask">
              <CircleHelp aria-hidden="true" /> <Trans>Ask a doubt</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        {(isStudent || isParent) && (
          <DropdownMenuItem asChild>
            <Link to="/doubts">
              <MessagesSquare aria-hidden="true" /> <Trans>My doubts</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        {isTeacher && (
          <DropdownMenuItem asChild>
            <Link to="/teacher/doubts">
              <MessagesSquare aria-hidden="true" /> <Trans>Doubts queue</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        {isStudent && (
          <DropdownMenuItem asChild>
            <Link to="/student/batches">
              <Users aria-hidden="true" /> <Trans>Join a batch</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        {isStudent && (
          <DropdownMenuItem asChild>
            <Link to="/saved">
              <WifiOff aria-hidden="true" /> <Trans>Saved for offline</Trans>
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/timetable">
            <CalendarDays aria-hidden="true" /> <Trans>Timetable</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> <Trans>Settings</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/feedback">
            <MessageSquareText aria-hidden="true" /> <Trans>Feedback</Trans>
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <>
            <DropdownMenuSeparator />
            {/* One way in: the admin area's own menu lists every area. */}
            <DropdownMenuItem asChild>
              <Link to="/admin/dashboard">
                <LayoutDashboard aria-hidden="true" /> <Trans>Admin dashboard</Trans>
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" /> <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
