import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS_RANGES, type StatsRange } from '@academy/contract/dashboard';

const RANGE_LABELS: Record<StatsRange, MessageDescriptor> = {
  '90d': msg`Last 3 months`,
  '30d': msg`Last 30 days`,
  '7d': msg`Last 7 days`,
};

interface RangeSwitchProps {
  value: StatsRange;
  onChange: (range: StatsRange) => void;
}

/** The date range toggle: native radio buttons (arrow keys move between them), drawn as pills. */
export function RangeSwitch({ value, onChange }: RangeSwitchProps) {
  const { i18n } = useLingui();
  // The URL (and so `value`) follows a moment later: the choice shows at once meanwhile.
  const [selected, setSelected] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setSelected(value);
  }
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">
        <Trans>Date range</Trans>
      </legend>
      {STATS_RANGES.map((range) => (
        <label
          key={range}
          className="relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
        >
          <input
            type="radio"
            name="dashboard-range"
            value={range}
            checked={selected === range}
            onChange={() => {
              setSelected(range);
              onChange(range);
            }}
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-md opacity-0"
          />
          {i18n._(RANGE_LABELS[range])}
        </label>
      ))}
    </fieldset>
  );
}
