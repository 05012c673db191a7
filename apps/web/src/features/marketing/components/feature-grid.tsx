import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** Cards of what the academy offers: an icon, a short title and a sentence each. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title.id} className="rounded-xl border bg-card p-6">
          <Icon aria-hidden="true" className="size-6 text-primary" />
          <h3 className="mt-3 font-semibold">{t(title)}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
