import { useState } from 'react';
import { Outlet } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { useUser } from '@/lib/session';

/**
 * /login and /register: a user who arrives signed in is sent to /. Someone who signs in here is
 * not redirected by this guard; the page sends them on (to where they came from, or /courses).
 */
export function GuestOnly() {
  const { user } = useUser();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) return <Redirect to="/" />;
  return <Outlet />;
}
