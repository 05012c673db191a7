import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Bookmark, Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import {
  PALETTE_LOOK,
  PALETTE_STATES,
  PALETTE_WORDS,
  type PaletteState,
} from '../lib/palette-state';

interface QuestionPaletteProps {
  /** Each question's number and state, in the paper's order. */
  items: { id: string; number: number; state: PaletteState }[];
  current: number;
  onSelect: (index: number) => void;
}

/** The NTA's palette: a legend with counts, then a numbered button per question. */
export function QuestionPalette({ items, current, onSelect }: QuestionPaletteProps) {
  const { t, i18n } = useLingui();
  const counts = new Map<PaletteState, number>();
  for (const item of items) counts.set(item.state, (counts.get(item.state) ?? 0) + 1);

  return (
    <div className="grid content-start gap-4">
      <ul className="grid gap-2 text-sm" aria-label={t`Question status`}>
        {PALETTE_STATES.map(({ state, label }) => (
          <li key={state} className="flex items-center gap-2">
            <StateMark state={state} className="h-8 w-10 shrink-0 text-xs">
              {counts.get(state) ?? 0}
            </StateMark>
            <span>{i18n._(label)}</span>
          </li>
        ))}
      </ul>
      <ul className="grid grid-cols-5 gap-2" aria-label={t`Question palette`}>
        {items.map((item, i) => {
          const number = item.number;
          const state = i18n._(PALETTE_WORDS[item.state]);
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-label={t`Question ${number}: ${state}`}
                aria-current={i === current ? 'step' : undefined}
                onClick={() => onSelect(i)}
                className="flex w-full justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <StateMark
                  state={item.state}
                  className={cn(
                    'h-11 w-full max-w-14 text-sm',
                    i === current && 'ring-2 ring-foreground ring-offset-2 ring-offset-background',
                  )}
                >
                  {item.number}
                </StateMark>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The coloured shape with a number in it, and an icon for the answered and marked states. */
function StateMark({
  state,
  className,
  children,
}: {
  state: PaletteState;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'relative flex items-center justify-center font-semibold tabular-nums',
        PALETTE_LOOK[state],
        className,
      )}
    >
      {children}
      {state === 'answered' && (
        <Check aria-hidden="true" className="absolute top-0.5 right-1 size-3" strokeWidth={3} />
      )}
      {state === 'marked' && (
        <Bookmark aria-hidden="true" className="absolute top-0.5 right-1 size-3 fill-current" />
      )}
      {state === 'answered-marked' && (
        // The NTA's green mark on the purple circle: answered, and counted when marked.
        <span
          aria-hidden="true"
          className="absolute -right-1 -bottom-1 flex size-4 items-center justify-center rounded-full bg-green-700 text-white ring-2 ring-background"
        >
          <Check className="size-3" strokeWidth={3} />
        </span>
      )}
    </span>
  );
}
