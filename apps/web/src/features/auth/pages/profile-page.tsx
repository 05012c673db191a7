import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { roleLabelOf } from '@/lib/i18n/account-labels';
import { Link } from 'react-router';
import { isAdmin, isStudent } from '@academy/contract/roles';
import { ADMIN_NAV } from '@/components/admin-nav-items';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUser } from '@/lib/session';
import { EditProfileForm } from '../components/edit-profile-form';
import { ProfileDetails } from '../components/profile-details';

/** The admin menu's entries, all of them: the sidebar's list is the one list of admin areas. */
const ADMIN_LINKS = ADMIN_NAV.flatMap((group) => group.items);

/** Tailwind's `md` breakpoint, where the section menu turns into a row. */
const MEDIUM_AND_UP = '(min-width: 48rem)';

/**
 * Product §3.7: a greeting with the name and role, and a menu of sections (the first selected). The
 * menu is a vertical list above the content on a phone and a row from medium screens up; its
 * orientation follows, so the arrow keys match what the eye sees (up/down, then left/right).
 */
export function ProfilePage({
  myCourses,
  payments,
  family,
}: {
  myCourses?: ReactNode;
  /** A student's payments, with their receipts. */
  payments?: ReactNode;
  /** Above the sections: a student's parent code, a parent's children. */
  family?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const isMediumUp = useMediaQuery(MEDIUM_AND_UP);
  if (!user?.roles) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-lg">
          <Trans>Please Login to see your profile</Trans>
        </p>
        <Button asChild className="mt-6">
          <Link to="/login">
            <Trans>Login</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  const isAdminUser = isAdmin(user.roles);
  // Courses and payments are a student's (a parent's children's come with issue 21).
  const isStudentUser = isStudent(user.roles);
  const name = user.name;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
        >
          {user.name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Hello, {name}</Trans>
          </h1>
          <p className="mt-1 inline-flex rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent-foreground">
            {roleLabelOf(i18n, user.roles)}
          </p>
        </div>
      </header>

      {family && <div className="mt-8">{family}</div>}

      <Tabs
        defaultValue="details"
        orientation={isMediumUp ? 'horizontal' : 'vertical'}
        className="mt-10 grid gap-6"
      >
        <TabsList aria-label={t`Profile sections`} className="flex-col md:w-fit md:flex-row">
          <TabsTrigger value="details">
            <Trans>Details</Trans>
          </TabsTrigger>
          <TabsTrigger value="edit">
            <Trans>Edit profile</Trans>
          </TabsTrigger>
          {(isAdminUser || isStudentUser) && (
            <TabsTrigger value="more">{isAdminUser ? t`Edit Site` : t`My courses`}</TabsTrigger>
          )}
          {isStudentUser && (
            <TabsTrigger value="payments">
              <Trans>Payments</Trans>
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="details">
          <h2 className="mb-6 text-xl font-semibold">
            <Trans>Your details</Trans>
          </h2>
          <ProfileDetails user={user} />
        </TabsContent>
        <TabsContent value="edit">
          <h2 className="mb-6 text-xl font-semibold">
            <Trans>Edit profile</Trans>
          </h2>
          <EditProfileForm user={user} />
        </TabsContent>
        <TabsContent value="more">
          {isAdminUser ? (
            <>
              <h2 className="mb-6 text-xl font-semibold">
                <Trans>Edit Site</Trans>
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {ADMIN_LINKS.map((link) => (
                  <li key={link.to}>
                    <Button asChild variant="outline" className="w-full justify-start">
                      <Link to={link.to}>
                        <link.icon aria-hidden="true" /> {i18n._(link.label)}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : isStudentUser ? (
            <>
              <h2 className="mb-6 text-xl font-semibold">
                <Trans>My courses</Trans>
              </h2>
              {myCourses ?? (
                <Button asChild>
                  <Link to="/student/my-courses">
                    <Trans>Go to My Courses</Trans>
                  </Link>
                </Button>
              )}
            </>
          ) : null}
        </TabsContent>
        {isStudentUser && (
          <TabsContent value="payments">
            <h2 className="mb-6 text-xl font-semibold">
              <Trans>Payments</Trans>
            </h2>
            {payments}
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
