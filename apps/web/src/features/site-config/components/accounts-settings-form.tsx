import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEVICE_LIMIT,
  FEE_GRACE_DAYS,
  SITE_CONFIG_MESSAGES,
  accountsSettingsSchema,
  type AccountsSettings,
} from '@academy/contract/site-config';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SettingsForm } from './settings-form';

const { min, max } = DEVICE_LIMIT;
const { min: minGrace, max: maxGrace } = FEE_GRACE_DAYS;

const EMPTY: AccountsSettings = {
  confirmPhoneAtSignUp: false,
  maxDevices: DEVICE_LIMIT.default,
  feeGraceDays: FEE_GRACE_DAYS.default,
};

/**
 * How new accounts start (at once, or once the number is confirmed with a code), on how many
 * devices a student may be signed in at once, and how long an unpaid fee stays "due".
 */
export function AccountsSettingsForm() {
  const { t } = useLingui();
  return (
    <SettingsForm
      tab="accounts"
      schema={accountsSettingsSchema as never}
      empty={EMPTY}
      fields={['confirmPhoneAtSignUp', 'maxDevices', 'feeGraceDays']}
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
          <FormField
            id="accounts-fee-grace"
            label={t`Days of grace before a fee is overdue`}
            error={errors.feeGraceDays?.message}
            hint={t`From ${minGrace} to ${maxGrace}. An unpaid instalment shows as due, not overdue, for this many days after its due date (or after the day a late joiner took their seat).`}
          >
            {(field) => (
              <Input
                {...field}
                {...register('feeGraceDays')}
                type="number"
                inputMode="numeric"
                min={FEE_GRACE_DAYS.min}
                max={FEE_GRACE_DAYS.max}
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
