import type { DownloadAction, NoteDownload } from '@academy/contract/downloads';
import { Table } from '@/components/ui/table';
import { useMediaQuery } from '@/lib/use-media-query';
import { deviceLabel } from './device-label';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const ACTIONS: Record<DownloadAction, string> = {
  view: 'Viewed',
  download: 'Downloaded',
  link: 'Opened its link',
};

const when = (d: NoteDownload) => dateFormat.format(new Date(d.at));

/** The full user agent under its short name: what an admin compares across two openings. */
function Device({ download }: { download: NoteDownload }) {
  return (
    <>
      {deviceLabel(download.userAgent)}
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
  const isWide = useMediaQuery('(min-width: 768px)');
  if (!isWide)
    return (
      <ul className="grid gap-3" aria-label="Downloads">
        {downloads.map((d) => (
          <li key={d.id} className="min-w-0 rounded-lg border p-4">
            <p className="font-medium">{d.student.name}</p>
            <p className="text-sm text-muted-foreground">{d.student.phone}</p>
            <p className="mt-2 text-sm">
              {ACTIONS[d.action]} {d.note.title}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {when(d)} · {d.ip ?? 'address unknown'}
            </p>
            <p className="mt-1 text-xs">
              <Device download={d} />
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <Table caption="Downloads of paid notes, newest first">
      <thead className="bg-muted/60 text-muted-foreground">
        <tr>
          {['Date', 'Student', 'Note', 'Action', 'Address', 'Device'].map((h) => (
            <th key={h} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
              {h}
            </th>
          ))}
        </tr>
      </thead>
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
            <td className="px-4 py-2 whitespace-nowrap">{ACTIONS[d.action]}</td>
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
