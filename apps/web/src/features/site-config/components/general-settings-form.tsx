import { useLingui } from '@lingui/react/macro';
import {
  SITE_CONFIG_MESSAGES,
  generalSettingsSchema,
  type GeneralSettings,
} from '@academy/contract/site-config';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SettingsForm } from './settings-form';
import { TextListField } from './text-list-field';

const EMPTY: GeneralSettings = {
  siteName: '',
  siteDescription: '',
  siteDescriptionHi: '',
  siteKeywords: [],
  siteLogo: '',
  siteFavicon: '',
};

export function GeneralSettingsForm() {
  const { t } = useLingui();
  return (
    <SettingsForm
      tab="general"
      schema={generalSettingsSchema as never}
      empty={EMPTY}
      fields={['siteName', 'siteDescription', 'siteDescriptionHi', 'siteLogo', 'siteFavicon']}
      loadError={SITE_CONFIG_MESSAGES.loadGeneral}
      saveError={SITE_CONFIG_MESSAGES.saveGeneral}
    >
      {({ register, watch, setValue, formState: { errors } }) => (
        <>
          <FormField id="general-name" label={t`Site name`} error={errors.siteName?.message}>
            {(field) => <Input {...field} {...register('siteName')} />}
          </FormField>
          <FormField
            id="general-description"
            label={t`Description`}
            error={errors.siteDescription?.message}
          >
            {(field) => <Input {...field} {...register('siteDescription')} />}
          </FormField>
          <FormField
            id="general-description-hi"
            label={t`Description in Hindi (optional)`}
            error={errors.siteDescriptionHi?.message}
            hint={t`Hindi pages show it to search engines and link previews; empty, they show the English.`}
          >
            {(field) => <Input {...field} {...register('siteDescriptionHi')} lang="hi" />}
          </FormField>
          <TextListField
            id="general-keyword"
            label={t`Keywords`}
            addLabel={t`Add keyword`}
            itemLabelOf={(n) => t`Keyword ${n}`}
            removeLabelOf={(n) => t`Remove keyword ${n}`}
            name="siteKeywords"
            values={watch('siteKeywords')}
            register={register}
            setValue={setValue}
            errors={errors.siteKeywords as never}
            max={30}
          />
          <FormField id="general-logo" label={t`Logo URL`} error={errors.siteLogo?.message}>
            {(field) => <Input {...field} {...register('siteLogo')} type="url" />}
          </FormField>
          <FormField
            id="general-favicon"
            label={t`Favicon URL`}
            error={errors.siteFavicon?.message}
          >
            {(field) => <Input {...field} {...register('siteFavicon')} type="url" />}
          </FormField>
        </>
      )}
    </SettingsForm>
  );
}
