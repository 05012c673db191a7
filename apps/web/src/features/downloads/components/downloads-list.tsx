import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DownloadAction, NoteDownload } from '@academy/contract/downloads';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { Table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { useDateFormat } from '@/lib/i18n/formats';
import { useMediaQuery } from '@/lib/use-media-query';
import { deviceLabel } from './device-label';

const ACTIONS: Record<DownloadAction, MessageDescriptor> = {
  view: msg`Viewed`,
  download: msg`Downloaded`,
  link: msg`Opened its link`,
};

/** The same, said of the note (a phone's card has no columns). */
const ACTION_LINES: Record<DownloadAction, (title: string) => MessageDescriptor> = {
  view: (title) => msg`Viewed ${title}`,
  download: (title) => msg`Downloaded ${title}`,
  link: (title) => msg`Opened the link of ${title}`,
};

/** The full user agent under its short name: what an admin compares across two openings. */
function Device({ download }: { download: NoteDownload }) {
  const { i18n } = useLingui();
  return (
    <>
      {deviceLabel(i18n, download.userAgent)}
      {download.userAgent && (
        <span className="block max-w-80 text-xs break-all text-muted-foreground">
          {download.userAgent}
        </span>
      )}
    </>
  );
}

/** Openings of paid notes as cards on a phone, as a table (scrolling inside its box) from md up. */
export function DownloadsList({ downloads }: { downloads: NoteDownload[] }) {
  const { t, i18n } = useLingui();
  const isWide = useMediaQuery('(min-width: 768px)');
  const dateFormat = useDateFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const when = (d: NoteDownload) => dateFormat.format(new Date(d.at));
  const headings = [t`Date`, t`Student`, t`Note`, t`Action`, t`Address`, t`Device`];
  if (!isWide)
    return (
      <ul className="grid gap-3" aria-label={t`Downloads`}>
        {downloads.map((d) => (
          <li key={d.id} className="min-w-0 rounded-lg border p-4">
            <p className="font-medium">{d.student.name}</p>
            <p className="text-sm text-muted-foreground">{d.student.phone}</p>
            <p className="mt-2 text-sm">{i18n._(ACTION_LINES[d.action](d.note.title))}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {when(d)} · {d.ip ?? t`address unknown`}
            </p>
            <p className="mt-1 text-xs">
              <Device download={d} />
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <Table caption={t`Downloads of paid notes, newest first`}>
      <TableHead columns={headings.map((label) => ({ label }))} />
      <tbody>
        {downloads.map((d) => (
          <tr key={d.id} className="border-t align-top">
            <td className="px-4 py-2 whitespace-nowrap">{when(d)}</td>
            <td className="px-4 py-2">
              {d.student.name}
              <span className="block text-xs text-muted-foreground">{d.student.phone}</span>
            </td>
            <td className="px-4 py-2">
              {d.note.title}
              {d.note.fileName && (
                <span className="block text-xs text-muted-foreground">{d.note.fileName}</span>
              )}
            </td>
            <td className="px-4 py-2 whitespace-nowrap">{i18n._(ACTIONS[d.action])}</td>
            <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">{d.ip ?? '—'}</td>
            <td className="px-4 py-2">
              <Device download={d} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
