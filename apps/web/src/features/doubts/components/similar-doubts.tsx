import { Trans } from '@lingui/react/macro';
import { useSimilarDoubts, type DoubtPlace } from '../api/list-similar-doubts';

/** Before asking: the solved doubts on the same lesson or question, with their answers. */
export function SimilarDoubts({ place }: { place: DoubtPlace }) {
  const similar = useSimilarDoubts(place);
  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="similar-doubts" className="grid gap-3">
      <h2 id="similar-doubts" className="text-lg font-semibold">
        <Trans>Already answered here</Trans>
      </h2>
      <ul className="grid gap-3">
        {similar.data.map((doubt) => (
          <li key={doubt.id} className="grid gap-1 rounded-lg border bg-card p-4">
            <p className="font-medium whitespace-pre-wrap">{doubt.question}</p>
            <p className="whitespace-pre-wrap text-muted-foreground">{doubt.answer}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
