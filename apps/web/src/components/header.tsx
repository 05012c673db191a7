import { Trans } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import type { User } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { Button } from './ui/button';
import { DesktopNav } from './desktop-nav';
import { LanguageLink, LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ThemeSwitch } from './theme-switch';

// Menus only signed-in users see: their code (Radix menu, popper) stays out of the first load.
const UserMenu = lazy(() => import('./user-menu'));
const UploadMenu = lazy(() => import('./upload-menu'));

interface HeaderProps {
  user: User | null;
  /** Not known yet: the account's corner keeps its place, and the page does not wait for it. */
  isSessionPending: boolean;
  onLogout: () => void;
  siteName: string;
  logo: string | undefined;
}

const menuPlaceholder = <span aria-hidden="true" className="size-10 rounded-full bg-muted" />;

export function Header({ user, isSessionPending, onLogout, siteName, logo }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo siteName={siteName} logo={logo} />
        <div className="ml-4 hidden flex-1 lg:block">
          <DesktopNav />
        </div>
        <div className="ml-auto flex items-center gap-2">
          <LanguageLink className="hidden sm:inline-flex" />
          <ThemeSwitch className="hidden lg:inline-flex" />
          {isSessionPending ? (
            menuPlaceholder
          ) : user ? (
            <Suspense fallback={menuPlaceholder}>
              {user.roles === ROLES.admin && <UploadMenu />}
              <UserMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">
                  <Trans>Login</Trans>
                </Link>
              </Button>
              {/* On a phone Sign Up waits in the menu, so a long site name keeps one line. */}
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link to="/register">
                  <Trans>Sign Up</Trans>
                </Link>
              </Button>
            </>
          )}
          <MobileNav
            footer={
              <div className="grid gap-4">
                {!user && !isSessionPending && (
                  <Button asChild className="sm:hidden">
                    <Link to="/register">
                      <Trans>Sign Up</Trans>
                    </Link>
                  </Button>
                )}
                <div className="flex items-center justify-between gap-4">
                  <span className="text-sm font-medium">
                    <Trans>Theme</Trans>
                  </span>
                  <ThemeSwitch />
                </div>
                <div className="flex items-center justify-between gap-4">
                  <span className="text-sm font-medium">
                    <Trans>Language</Trans>
                  </span>
                  <LanguageSwitch />
                </div>
              </div>
            }
          />
        </div>
      </div>
    </header>
  );
}
