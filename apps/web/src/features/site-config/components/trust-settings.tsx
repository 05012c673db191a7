import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY_TRUST, TRUST_MESSAGES, type TrustSettings } from '@academy/contract/trust';
import { ManagedList } from '@/components/managed-list';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useSaveSettingsTab, useSettingsTab } from '../api/settings-tab';
import { TrustItemDialog } from './trust-item-dialog';
import { TRUST_LISTS, type TrustListSpec } from './trust-lists';

interface Entry {
  index: number;
  item: TrustSettings[keyof TrustSettings][number];
}

/**
 * The Teachers & results tab: three lists the home and About pages show once they have an
 * entry. Each add, edit or delete saves the tab as a whole, checked by the server's rules.
 */
export function TrustSettingsTab() {
  const { i18n } = useLingui();
  const loaded = useSettingsTab('trust');
  const save = useSaveSettingsTab('trust');
  const trust = (loaded.data as TrustSettings | null | undefined) ?? EMPTY_TRUST;

  const listSection = (spec: TrustListSpec) => {
    const items = trust[spec.list] as Entry['item'][];
    const entries: Entry[] = items.map((item, index) => ({ index, item }));
    const saveList = (next: unknown[]) => save.mutateAsync({ ...trust, [spec.list]: next });
    const headingId = `trust-${spec.list}-heading`;
    return (
      <section key={spec.list} aria-labelledby={headingId} className="grid gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {i18n._(spec.heading)}
          </h2>
          <p className="text-sm text-muted-foreground">{i18n._(spec.description)}</p>
        </div>
        <ManagedList
          words={{
            add: i18n._(spec.words.add),
            loading: i18n._(spec.words.loading),
            empty: i18n._(spec.words.empty),
            list: i18n._(spec.words.list),
            confirmDelete: () => i18n._(spec.words.confirmDelete),
          }}
          items={loaded.data === undefined ? undefined : entries}
          isPending={loaded.isPending}
          isError={loaded.isError}
          loadError={translateMessage(i18n, TRUST_MESSAGES.load)}
          getId={(entry) => String(entry.index)}
          getTitle={(entry) => spec.titleOf(entry.item)}
          renderDetails={(entry) =>
            spec
              .detailsOf(entry.item, i18n)
              .filter(Boolean)
              .map((line) => (
                <p key={line} className="line-clamp-2 text-sm text-muted-foreground">
                  {line}
                </p>
              ))
          }
          renderForm={(entry, onClose) => (
            <TrustItemDialog
              spec={spec}
              editing={entry}
              count={items.length}
              onSave={(index, item) => saveList(items.toSpliced(index, 1, item as Entry['item']))}
              onClose={onClose}
            />
          )}
          onDelete={(entry) => saveList(items.filter((_, i) => i !== entry.index))}
          deleted={i18n._(spec.words.deleted)}
          deleteFailed={TRUST_MESSAGES.deleteFailed}
        />
      </section>
    );
  };

  return (
    <div className="grid gap-10">
      <p className="max-w-2xl text-muted-foreground">
        <Trans>
          Real teachers, results and words from students and parents. Each list shows on the home
          and About pages once it has an entry, in the order here; an empty list shows nothing.
        </Trans>
      </p>
      {TRUST_LISTS.map(listSection)}
    </div>
  );
}
