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

const EMPTY = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as SocialLinks;

export function SocialSettingsForm() {
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
          {SOCIAL_NETWORKS.map((network) => (
            <FormField
              key={network}
              id={`social-${network}`}
              label={LABELS[network]}
              hint={`Starts with ${SOCIAL_PREFIXES[network][0]}`}
              error={errors[network]?.message}
            >
              {(field) => <Input {...field} {...register(network)} type="url" />}
            </FormField>
          ))}
        </>
      )}
    </SettingsForm>
  );
}
