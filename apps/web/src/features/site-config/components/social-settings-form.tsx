import { useLingui } from '@lingui/react/macro';
import {
  SITE_CONFIG_MESSAGES,
  SOCIAL_NETWORKS,
  SOCIAL_PREFIXES,
  socialLinksSchema,
  type SocialLinks,
} from '@academy/contract/site-config';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SettingsForm } from './settings-form';

// The networks' own names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  discord: 'Discord',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};
/* eslint-enable lingui/no-unlocalized-strings */

const EMPTY = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as SocialLinks;

export function SocialSettingsForm() {
  const { t } = useLingui();
  return (
    <SettingsForm
      tab="social-links"
      schema={socialLinksSchema as never}
      empty={EMPTY}
      fields={SOCIAL_NETWORKS}
      loadError={SITE_CONFIG_MESSAGES.loadSocial}
      saveError={SITE_CONFIG_MESSAGES.saveSocial}
    >
      {({ register, formState: { errors } }) => (
        <>
          {SOCIAL_NETWORKS.map((network) => {
            const prefix = SOCIAL_PREFIXES[network][0];
            return (
              <FormField
                key={network}
                id={`social-${network}`}
                label={LABELS[network]}
                hint={t`Starts with ${prefix}`}
                error={errors[network]?.message}
              >
                {(field) => <Input {...field} {...register(network)} type="url" />}
              </FormField>
            );
          })}
        </>
      )}
    </SettingsForm>
  );
}
