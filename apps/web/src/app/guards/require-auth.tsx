import { Outlet, useLocation, useNavigation } from 'react-router';
import { loginPath } from '@academy/contract/return-path';
import type { Role } from '@academy/contract/roles';
import { SessionSpinner } from '@/components/session-spinner';
import { Redirect } from '@/lib/redirect';
import { useUser } from '@/lib/session';

/**
 * Convenience only: the server enforces every rule again (product §5.4). A visitor goes to
 * /login with the origin remembered; a signed-in user with another role goes to /unauthorized.
 */
export function RequireAuth({ role }: { role?: Role | readonly Role[] }) {
  const { user, isPending } = useUser();
  const location = useLocation();
  const navigation = useNavigation();
  if (isPending) return <SessionSpinner />;
  if (!user) {
    // Logging out leaves the page first and clears the user meanwhile: while that navigation
    // is still pending, show nothing rather than bouncing to /login.
    if (navigation.state !== 'idle') return null;
    return <Redirect to={loginPath(`${location.pathname}${location.search}${location.hash}`)} />;
  }
  // A password someone else chose is replaced before anything else (the server insists too).
  if (user.mustChangePassword) {
    return <Redirect to="/choose-password" />;
  }
  if (role !== undefined && ![role].flat().includes(user.roles as Role)) {
    return <Redirect to="/unauthorized" />;
  }
  return <Outlet />;
}
