import { Trans, useLingui } from '@lingui/react/macro';
import {
  SITE_CONFIG_MESSAGES,
  contactSettingsSchema,
  type ContactSettings,
} from '@academy/contract/site-config';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SettingsForm } from './settings-form';
import { TextListField } from './text-list-field';

const EMPTY: ContactSettings = {
  contactEmail: '',
  address: '',
  addressHi: '',
  contactPhone: [''],
  contactFormEnabled: true,
  mapEmbedUrl: '',
};

export function ContactSettingsForm() {
  const { t } = useLingui();
  return (
    <SettingsForm
      tab="contact"
      schema={contactSettingsSchema as never}
      empty={EMPTY}
      fields={['contactEmail', 'address', 'addressHi', 'mapEmbedUrl']}
      loadError={SITE_CONFIG_MESSAGES.loadContact}
      saveError={SITE_CONFIG_MESSAGES.saveContact}
    >
      {({ register, watch, setValue, formState: { errors } }) => (
        <>
          <FormField
            id="contact-email"
            label={t`Contact email`}
            error={errors.contactEmail?.message}
          >
            {(field) => <Input {...field} {...register('contactEmail')} type="email" />}
          </FormField>
          <FormField id="contact-address" label={t`Address`} error={errors.address?.message}>
            {(field) => <Input {...field} {...register('address')} />}
          </FormField>
          <FormField
            id="contact-address-hi"
            label={t`Address in Hindi (optional)`}
            error={errors.addressHi?.message}
            hint={t`Hindi pages show it; empty, they show the address above.`}
          >
            {(field) => <Input {...field} {...register('addressHi')} lang="hi" />}
          </FormField>
          <TextListField
            id="contact-phone"
            label={t`Phone numbers (the first one is used for calls and WhatsApp)`}
            addLabel={t`Add phone number`}
            itemLabelOf={(n) => t`Phone number ${n}`}
            removeLabelOf={(n) => t`Remove phone number ${n}`}
            name="contactPhone"
            values={watch('contactPhone')}
            register={register}
            setValue={setValue}
            errors={errors.contactPhone as never}
            max={5}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              {...register('contactFormEnabled')}
              className="size-4 accent-primary"
            />
            <Trans>Contact form enabled</Trans>
          </label>
          <FormField id="contact-map" label={t`Map embed URL`} error={errors.mapEmbedUrl?.message}>
            {(field) => <Input {...field} {...register('mapEmbedUrl')} type="url" />}
          </FormField>
        </>
      )}
    </SettingsForm>
  );
}
