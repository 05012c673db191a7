import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { StateOptions } from '@/components/state-options';

export interface InvoiceAddress {
  address: string;
  state: string;
}

interface InvoiceAddressFieldsProps {
  value: InvoiceAddress;
  onChange: (value: InvoiceAddress) => void;
  errors: Partial<Record<keyof InvoiceAddress, string>>;
  /** A parent paying a child's fee: the invoice is in the child's name. */
  forChild: boolean;
}

/**
 * The buyer's address and state that a tax invoice prints (CGST rule 46), prefilled from their
 * profile; what is entered here is saved there for the next checkout.
 */
export function InvoiceAddressFields({
  value,
  onChange,
  errors,
  forChild,
}: InvoiceAddressFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">
        {forChild
          ? t`The student’s address for the tax invoice`
          : t`Your address for the tax invoice`}
      </legend>
      <FormField id="checkout-address" label={t`Postal address`} error={errors.address}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={300}
            autoComplete="street-address"
            value={value.address}
            onChange={(e) => onChange({ ...value, address: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="checkout-state" label={t`State`} error={errors.state}>
        {(field) => (
          <Select
            {...field}
            autoComplete="address-level1"
            value={value.state}
            onChange={(e) => onChange({ ...value, state: e.target.value })}
          >
            <StateOptions prompt={t`Choose the state`} />
          </Select>
        )}
      </FormField>
    </fieldset>
  );
}
