import {
  ADMISSION_LIMITS as L,
  ADMISSION_MESSAGES as M,
  LEAD_IMPORT_COLUMNS,
  type LeadImportResult,
} from '@academy/contract/admissions';
import { normalizePhone } from '@academy/contract/phone';
import { PROGRAMS } from '@academy/contract/programs';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCsvTable } from '../../lib/csv.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { joinOrCreateLead } from './intake.ts';
import { ENTITY } from './service.ts';

/** A program named by its slug or its label ("Class 9–10", "class-9-10"), else none. */
const programOf = (text: string) => {
  const wanted = text.trim().toLowerCase();
  return PROGRAMS.find((p) => p.slug === wanted || p.label.toLowerCase() === wanted)?.slug ?? null;
};

/**
 * A fair's sign-up sheet as leads of its campaign, each row through the same intake as an
 * enquiry (decisions §128): a number that already has a lead joins it, a number twice in the
 * sheet is one lead. Every row needs a name and a valid mobile number, or nothing is imported.
 */
export async function importLeads(
  db: Db,
  viewer: Viewer,
  input: { csv: string; campaign: string },
): Promise<LeadImportResult> {
  const records = readCsvTable(input.csv, {
    columns: LEAD_IMPORT_COLUMNS,
    required: ['name', 'phone'],
    maxRows: L.importRowsMax,
    messages: {
      unreadable: M.csvUnreadable,
      header: M.csvHeader,
      empty: M.csvEmpty,
      tooMany: M.csvTooMany,
    },
  });
  const problems = records.flatMap(({ values, rowNumber }): { row: number; message: string }[] => {
    if (!values.name) return [{ row: rowNumber, message: M.nameRequired }];
    if (values.name.length > L.nameMax) return [{ row: rowNumber, message: M.nameTooLong }];
    if (!normalizePhone(values.phone ?? '')) return [{ row: rowNumber, message: M.phoneInvalid }];
    return [];
  });
  if (problems.length) {
    // Each refused row by its number in the sheet, as the spreadsheet shows it.
    const rows = Object.fromEntries(problems.map((p) => [`row ${String(p.row)}`, p.message]));
    throw new AppError('VALIDATION', M.rowInvalid, rows);
  }
  return db.transaction(async (tx) => {
    let created = 0;
    let joined = 0;
    for (const { values } of records) {
      const added = await joinOrCreateLead(tx, {
        name: values.name!,
        phone: values.phone!,
        program: programOf(values.program ?? ''),
        source: 'campaign',
        campaign: input.campaign,
        text: input.campaign,
        actorId: viewer.user.id,
      });
      if (added.joined) joined += 1;
      else created += 1;
    }
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'lead.import',
      entity: ENTITY,
      after: { campaign: input.campaign, created, joined },
    });
    return { created, joined };
  });
}
