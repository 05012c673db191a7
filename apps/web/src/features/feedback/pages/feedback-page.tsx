import { Trans } from '@lingui/react/macro';
import type { User } from '@academy/contract/auth';
import { FeedbackForm } from '../components/feedback-form';

/** Product §3.7 'Send us your feedback'; a signed-in user's name and email are filled in. */
export function FeedbackPage({ user }: { user: User | null }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Send us your feedback</Trans>
      </h1>
      <p className="mt-1 mb-8 text-muted-foreground">
        <Trans>
          Tell us what works for you and what we should do better. We read every message.
        </Trans>
      </p>
      <FeedbackForm defaults={{ name: user?.name ?? '', email: user?.email ?? '' }} />
    </div>
  );
}
