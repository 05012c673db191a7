import { useState } from 'react';
import { STATS_RANGES, STATS_RANGE_LABELS, type StatsRange } from '@academy/contract/dashboard';

interface RangeSwitchProps {
  value: StatsRange;
  onChange: (range: StatsRange) => void;
}

/** The date range toggle: native radio buttons (arrow keys move between them), drawn as pills. */
export function RangeSwitch({ value, onChange }: RangeSwitchProps) {
  // The URL (and so `value`) follows a moment later: the choice shows at once meanwhile.
  const [selected, setSelected] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setSelected(value);
  }
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">Date range</legend>
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
          {STATS_RANGE_LABELS[range]}
        </label>
      ))}
    </fieldset>
  );
}
