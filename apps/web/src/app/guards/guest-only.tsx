import { useState } from 'react';
import { Outlet } from 'react-router';
import { SessionSpinner } from '@/components/session-spinner';
import { Redirect } from '@/lib/redirect';
import { useUser } from '@/lib/session';

/**
 * /login and /register: a user who arrives signed in is sent to /. Someone who signs in here is
 * not redirected by this guard; the page sends them on (to where they came from, or /courses).
 */
export function GuestOnly() {
  const { isPending } = useUser();
  return isPending ? <SessionSpinner /> : <GuestOnlyOnceKnown />;
}

/** Decides on the session as it was when it became known, not as signing in here changes it. */
function GuestOnlyOnceKnown() {
  const { user } = useUser();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) return <Redirect to="/" />;
  return <Outlet />;
}
