import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentRow, StudentSort } from '@academy/contract/students';
import { Table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { genderLabelOf } from '@/lib/i18n/account-labels';
import { classLabelOf } from '@/lib/i18n/study-filter-names';
import { BadgeCheck } from 'lucide-react';
import { CopyPhoneButton } from './copy-phone-button';
import { StudentActionsMenu, type StudentAction } from './student-actions-menu';

interface StudentsTableProps {
  rows: StudentRow[];
  sort: StudentSort;
  onSortByName: () => void;
  onAction: (action: StudentAction, student: StudentRow) => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * Name (sortable), Phone (copy; marked when confirmed with a code), Class, Gender and the actions
 * menu (product §4.5).
 */
export function StudentsTable({ rows, sort, onSortByName, onAction }: StudentsTableProps) {
  const { t, i18n } = useLingui();
  const nameSort = sort === 'name' ? 'ascending' : sort === '-name' ? 'descending' : 'none';
  return (
    <Table caption={t`Students`}>
      <TableHead
        columns={[
          { label: t`Name`, sort: { order: nameSort, onToggle: onSortByName } },
          { label: t`Phone` },
          { label: t`Class` },
          { label: t`Gender` },
        ]}
        actions
      />
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-4 py-10 text-center text-muted-foreground">
              <Trans>No results.</Trans>
            </td>
          </tr>
        ) : (
          rows.map((student) => (
            <tr key={student.userId} className="border-t">
              <th scope="row" className="px-4 py-2 font-medium">
                {student.name}
                {student.status === 'suspended' && (
                  <span className="ml-2 rounded-full bg-destructive/15 px-2 py-0.5 text-xs font-semibold text-destructive">
                    <Trans>Suspended</Trans>
                  </span>
                )}
              </th>
              <td className="px-4 py-2">
                <CopyPhoneButton phone={student.phone} />
                {student.phone && student.phoneConfirmed && (
                  <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-green-600/15 px-2 py-0.5 text-xs font-semibold text-green-800 dark:text-green-300">
                    <BadgeCheck aria-hidden="true" className="size-3" /> <Trans>Confirmed</Trans>
                  </span>
                )}
              </td>
              <td className="px-4 py-2">
                {student.classes ? classLabelOf(i18n, student.classes) : '—'}
              </td>
              <td className="px-4 py-2">
                {student.gender ? genderLabelOf(i18n, capitalise(student.gender)) : '—'}
              </td>
              <td className="px-4 py-2 text-right">
                <StudentActionsMenu student={student} onAction={onAction} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
