import { Link } from 'react-router';
import {
  BookOpen,
  ClipboardList,
  House,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Settings,
  WifiOff,
  User as UserIcon,
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

/**
 * The avatar and its menu (spec §2.3): students get My Courses and My Tests, admins one link to
 * their dashboard, whose sidebar lists every admin area.
 */
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
        {!isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/dashboard">
              <House aria-hidden="true" /> My Home
            </Link>
          </DropdownMenuItem>
        )}
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
        {!isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/student/my-tests">
              <ClipboardList aria-hidden="true" /> My Tests
            </Link>
          </DropdownMenuItem>
        )}
        {!isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/saved">
              <WifiOff aria-hidden="true" /> Saved for offline
            </Link>
          </DropdownMenuItem>
        )}
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
            {/* One way in: the admin area's own menu lists every area. */}
            <DropdownMenuItem asChild>
              <Link to="/admin/dashboard">
                <LayoutDashboard aria-hidden="true" /> Admin Dashboard
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
