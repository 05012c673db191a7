import { Outlet } from 'react-router';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { SkipLink } from '@/components/skip-link';
import { TopBar } from '@/components/top-bar';
import { useUser } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useSiteConfig } from '@/features/site-config/api/get-site-config';

/** The chrome around every page: top bar, header, main landmark, footer. */
export function SiteLayout() {
  const { user } = useUser();
  const logout = useLogout();
  const siteConfig = useSiteConfig();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar config={siteConfig} />
      <Header user={user} onLogout={() => logout.mutate()} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer config={siteConfig} />
    </div>
  );
}
