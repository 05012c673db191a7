import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import { DataSaverSwitch } from '@/components/data-saver-switch';
import { ThemeSwitch } from '@/components/theme-switch';
import { Button } from '@/components/ui/button';
import { InstallAppButton } from '@/components/offline/install-app-button';
import { useUser } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { ChangePhoneForm } from '../components/change-phone-form';
import { EditProfileForm } from '../components/edit-profile-form';

/** A signed-in user's own settings: appearance, profile, phone number and password. */
export function SettingsPage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-12 px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Settings</Trans>
      </h1>
      <section aria-labelledby="settings-theme" className="grid gap-3">
        <h2 id="settings-theme" className="text-xl font-semibold">
          <Trans>Appearance</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Light, dark, or follow your device. Saved on this device.</Trans>
        </p>
        <ThemeSwitch className="w-fit" />
      </section>
      <section aria-labelledby="settings-device" className="grid gap-3">
        <h2 id="settings-device" className="text-xl font-semibold">
          <Trans>This phone</Trans>
        </h2>
        <DataSaverSwitch />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/saved">
              <WifiOff aria-hidden="true" /> <Trans>Saved for offline</Trans>
            </Link>
          </Button>
          <InstallAppButton />
        </div>
      </section>
      <section aria-labelledby="settings-profile" className="grid gap-4">
        <h2 id="settings-profile" className="text-xl font-semibold">
          <Trans>Profile</Trans>
        </h2>
        <EditProfileForm user={user} />
      </section>
      <section aria-labelledby="settings-phone" className="grid gap-4">
        <h2 id="settings-phone" className="text-xl font-semibold">
          <Trans>Phone number</Trans>
        </h2>
        <ChangePhoneForm current={user.phone} />
      </section>
      <section aria-labelledby="settings-password" className="grid gap-4">
        <h2 id="settings-password" className="text-xl font-semibold">
          <Trans>Change password</Trans>
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
