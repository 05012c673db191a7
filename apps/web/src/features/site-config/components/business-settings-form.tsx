import { useLingui } from '@lingui/react/macro';
import {
  BUSINESS_MESSAGES,
  businessSettingsSchema,
  type BusinessSettings,
} from '@academy/contract/site-config';
import { StateOptions } from '@/components/state-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsForm } from './settings-form';

const EMPTY = {
  legalName: '',
  address: '',
  state: '' as BusinessSettings['state'],
  gstin: '',
  sacCode: '999293',
  gstRatePercent: 18,
  signatoryName: '',
  signatoryDesignation: '',
} satisfies BusinessSettings;

/** Who issues the receipts, and the GST in the prices (a GSTIN makes them tax invoices). */
export function BusinessSettingsForm() {
  const { t } = useLingui();
  return (
    <SettingsForm
      tab="business"
      schema={businessSettingsSchema as never}
      empty={EMPTY}
      fields={[
        'legalName',
        'address',
        'state',
        'gstin',
        'sacCode',
        'gstRatePercent',
        'signatoryName',
        'signatoryDesignation',
      ]}
      loadError={BUSINESS_MESSAGES.load}
      saveError={t`Failed to update business details.`}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField id="business-name" label={t`Legal name`} error={errors.legalName?.message}>
            {(field) => <Input {...field} {...register('legalName')} autoComplete="organization" />}
          </FormField>
          <FormField id="business-address" label={t`Address`} error={errors.address?.message}>
            {(field) => <Input {...field} {...register('address')} autoComplete="street-address" />}
          </FormField>
          <FormField id="business-state" label={t`State`} error={errors.state?.message}>
            {(field) => (
              <Select {...field} {...register('state')}>
                <StateOptions prompt={t`Select the state`} />
              </Select>
            )}
          </FormField>
          <FormField
            id="business-gstin"
            label={t`GSTIN (optional)`}
            error={errors.gstin?.message}
            hint={t`With a GSTIN, receipts are tax invoices: CGST and SGST for students in your state or whose state is not known, IGST for others.`}
          >
            {(field) => <Input {...field} {...register('gstin')} autoCapitalize="characters" />}
          </FormField>
          <FormField id="business-sac" label={t`SAC code`} error={errors.sacCode?.message}>
            {(field) => <Input {...field} {...register('sacCode')} inputMode="numeric" />}
          </FormField>
          <FormField
            id="business-rate"
            label={t`GST rate (%)`}
            error={errors.gstRatePercent?.message}
            hint={t`Prices include it.`}
          >
            {(field) => <Input {...field} {...register('gstRatePercent')} inputMode="decimal" />}
          </FormField>
          <FormField
            id="business-signatory"
            label={t`Authorised signatory`}
            error={errors.signatoryName?.message}
            hint={t`Printed on every invoice, with the designation below.`}
          >
            {(field) => <Input {...field} {...register('signatoryName')} autoComplete="name" />}
          </FormField>
          <FormField
            id="business-designation"
            label={t`Designation`}
            error={errors.signatoryDesignation?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register('signatoryDesignation')}
                autoComplete="organization-title"
              />
            )}
          </FormField>
        </>
      )}
    </SettingsForm>
  );
}
