import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface NumberFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** As typed: the draft keeps text, and the contract reads the number on saving. */
  value: string | number;
  onChange: (value: string) => void;
  min: number;
  max?: number;
  /** Marks may be fractions (0.25); minutes are whole. */
  fractions?: boolean;
}

/** A number of the test editor (marks, negative marks, minutes), with its label and error. */
export function NumberField({ value, onChange, min, max, fractions, ...field }: NumberFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode={fractions ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={fractions ? 'any' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
