import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { formatCount } from '@academy/contract/indian-numbers';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useRateCourse } from '../api/rate-course';

/** Enrolled students rate the course 1-5; the course page shows the real average. */
export function RateCourse({ courseId, value }: { courseId: string; value: number | null }) {
  const { t, i18n } = useLingui();
  const rate = useRateCourse(courseId);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        <Trans>Rate this course</Trans>
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => {
          const starsForm = pluralForm(i18n, n);
          const starCount = formatCount(n);
          return (
            <label
              key={n}
              className="cursor-pointer rounded focus-within:outline-2 focus-within:outline-ring"
            >
              <input
                type="radio"
                name={`rating-${courseId}`}
                value={n}
                checked={value === n}
                disabled={rate.isPending}
                className="sr-only"
                onChange={() =>
                  rate.mutate(n, {
                    onSuccess: ({ message }) => toast.success(message ?? t`Thanks!`),
                    onError: () => toast.error(t`Could not save your rating. Please try again.`),
                  })
                }
              />
              <span className="sr-only">{t`${select(starsForm, { one: `${starCount} star`, other: `${starCount} stars` })}`}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-6',
                  value !== null && n <= value
                    ? 'fill-primary text-primary'
                    : 'text-muted-foreground',
                )}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
