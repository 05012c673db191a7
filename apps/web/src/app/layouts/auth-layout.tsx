import { Outlet } from 'react-router';

/** The shared frame of /login and /register. */
export function AuthLayout() {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <Outlet />
      </div>
    </div>
  );
}
