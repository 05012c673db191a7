import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEVICE_LIMIT,
  SITE_CONFIG_MESSAGES,
  accountsSettingsSchema,
  type AccountsSettings,
} from '@academy/contract/site-config';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SettingsForm } from './settings-form';

const { min, max } = DEVICE_LIMIT;

const EMPTY: AccountsSettings = { confirmPhoneAtSignUp: false, maxDevices: DEVICE_LIMIT.default };

/**
 * How new accounts start (at once, or once the number is confirmed with a code), and on how many
 * devices a student may be signed in at once.
 */
export function AccountsSettingsForm() {
  const { t } = useLingui();
  return (
    <SettingsForm
      tab="accounts"
      schema={accountsSettingsSchema as never}
      empty={EMPTY}
      fields={['confirmPhoneAtSignUp', 'maxDevices']}
      loadError={SITE_CONFIG_MESSAGES.loadAccounts}
      saveError={SITE_CONFIG_MESSAGES.saveOther}
    >
      {({ register, formState: { errors } }) => (
        <>
          <div className="grid gap-1">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                {...register('confirmPhoneAtSignUp')}
                aria-describedby="accounts-confirm-hint"
                className="size-4 accent-primary"
              />
              <Trans>Confirm phone numbers at sign-up</Trans>
            </label>
            <p id="accounts-confirm-hint" className="text-sm text-muted-foreground">
              <Trans>
                A new student gets a 6-digit code by SMS or WhatsApp and can sign in once it is
                entered. Needs SMS_PROVIDER; accounts made before stay as they are.
              </Trans>
            </p>
          </div>
          <FormField
            id="accounts-max-devices"
            label={t`Devices a student can be signed in on at once`}
            error={errors.maxDevices?.message}
            hint={t`From ${min} to ${max}. Signing in on one more device signs the student out on the one they signed in on longest ago. Administrators are not limited.`}
          >
            {(field) => (
              <Input
                {...field}
                {...register('maxDevices')}
                type="number"
                inputMode="numeric"
                min={DEVICE_LIMIT.min}
                max={DEVICE_LIMIT.max}
                step={1}
                className="w-24"
              />
            )}
          </FormField>
        </>
      )}
    </SettingsForm>
  );
}
