import { INDIAN_STATES } from '@academy/contract/indian-states';

/** The options of a state select: a prompt, then India's states and union territories. */
export function StateOptions({ prompt }: { prompt: string }) {
  return (
    <>
      <option value="">{prompt}</option>
      {INDIAN_STATES.map((s) => (
        <option key={s.code} value={s.name}>
          {s.name}
        </option>
      ))}
    </>
  );
}
