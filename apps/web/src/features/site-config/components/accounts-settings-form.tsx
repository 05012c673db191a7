import {
  SITE_CONFIG_MESSAGES,
  accountsSettingsSchema,
  type AccountsSettings,
} from '@academy/contract/site-config';
import { SettingsForm } from './settings-form';

const EMPTY: AccountsSettings = { confirmPhoneAtSignUp: false };

/** How new accounts start: at once, or once the number is confirmed with a code. */
export function AccountsSettingsForm() {
  return (
    <SettingsForm
      tab="accounts"
      schema={accountsSettingsSchema as never}
      empty={EMPTY}
      fields={['confirmPhoneAtSignUp']}
      loadError={SITE_CONFIG_MESSAGES.loadAccounts}
      saveError={SITE_CONFIG_MESSAGES.saveOther}
    >
      {({ register }) => (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              {...register('confirmPhoneAtSignUp')}
              aria-describedby="accounts-confirm-hint"
              className="size-4 accent-primary"
            />
            Confirm phone numbers at sign-up
          </label>
          <p id="accounts-confirm-hint" className="text-sm text-muted-foreground">
            A new student gets a 6-digit code by SMS or WhatsApp and can sign in once it is entered.
            Needs SMS_PROVIDER; accounts made before stay as they are.
          </p>
        </div>
      )}
    </SettingsForm>
  );
}
