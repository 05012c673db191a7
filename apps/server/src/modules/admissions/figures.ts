import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { academyMonth } from '@academy/contract/academy-calendar';
import {
  conversionPercent,
  FUNNEL_STAGES,
  LEAD_SOURCES,
  LEAD_STAGES,
  type Figures,
  type LeadStage,
} from '@academy/contract/admissions';
import type { DbOrTx } from '../../db/client.ts';
import { leadEvents, leads, users } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const rank = (stage: LeadStage) => FUNNEL_STAGES.indexOf(stage as (typeof FUNNEL_STAGES)[number]);

function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * A month's admissions figures, of the leads that came in it (India's month): where they came
 * from and are now, how far each got (a lost lead counts up to the furthest stage it reached),
 * admissions overall, per source and per owner, days to admit, and why leads were lost.
 */
export async function monthFigures(db: DbOrTx, month: string): Promise<Figures> {
  const [start, end] = academyMonth(month);
  const rows = await db
    .select({ lead: leads, ownerName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)));
  const ids = rows.map((r) => r.lead.id);
  const stageEvents = ids.length
    ? await db
        .select({ leadId: leadEvents.leadId, stage: leadEvents.stage })
        .from(leadEvents)
        .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.kind, 'stage')))
    : [];
  const furthest = new Map<string, number>();
  for (const { lead } of rows) furthest.set(lead.id, Math.max(0, rank(lead.stage)));
  for (const e of stageEvents) {
    if (e.stage) furthest.set(e.leadId, Math.max(furthest.get(e.leadId)!, rank(e.stage)));
  }
  const isAdmitted = (lead: (typeof rows)[number]['lead']) => lead.stage === 'admitted';
  const count = <K>(keyOf: (r: (typeof rows)[number]) => K) => {
    const by = new Map<K, { leads: number; admitted: number }>();
    for (const r of rows) {
      const row = by.get(keyOf(r)) ?? { leads: 0, admitted: 0 };
      row.leads += 1;
      if (isAdmitted(r.lead)) row.admitted += 1;
      by.set(keyOf(r), row);
    }
    return by;
  };
  const sources = count((r) => r.lead.source);
  const owners = count((r) => r.lead.ownerId);
  const ownerNames = new Map(rows.map((r) => [r.lead.ownerId, r.ownerName]));
  const reasons = new Map<string, number>();
  for (const { lead } of rows) {
    if (lead.lostReason) reasons.set(lead.lostReason, (reasons.get(lead.lostReason) ?? 0) + 1);
  }
  const admitted = rows.filter((r) => isAdmitted(r.lead));
  return {
    month,
    leads: rows.length,
    admitted: admitted.length,
    medianDaysToAdmit: median(
      admitted.map((r) =>
        Math.floor((r.lead.admittedAt!.getTime() - r.lead.createdAt.getTime()) / DAY_MS),
      ),
    ),
    funnel: FUNNEL_STAGES.map((stage, i) => ({
      stage,
      leads: [...furthest.values()].filter((reached) => reached >= i).length,
    })),
    byStage: LEAD_STAGES.map((stage) => ({
      stage,
      leads: rows.filter((r) => r.lead.stage === stage).length,
    })),
    bySource: LEAD_SOURCES.filter((s) => sources.has(s)).map((source) => ({
      source,
      ...sources.get(source)!,
    })),
    byOwner: [...owners].map(([ownerId, row]) => ({
      owner: ownerId ? { id: ownerId, name: ownerNames.get(ownerId) ?? '' } : null,
      ...row,
    })),
    lostReasons: [...reasons]
      .map(([reason, n]) => ({ reason, leads: n }))
      .sort((a, b) => b.leads - a.leads),
  };
}

const cell = (value: string | number) => {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The figures as one CSV table: a row per source, owner, stage and lost reason. */
export function figuresCsv(figures: Figures) {
  const lines = [['group', 'name', 'leads', 'admitted', 'conversion %']];
  const row = (group: string, name: string, r: { leads: number; admitted: number }) =>
    lines.push([group, name, String(r.leads), String(r.admitted), String(conversionPercent(r))]);
  row('all', figures.month, figures);
  for (const r of figures.bySource) row('source', r.source, r);
  for (const r of figures.byOwner) row('owner', r.owner?.name ?? 'nobody', r);
  for (const r of figures.funnel) lines.push(['funnel', r.stage, String(r.leads), '', '']);
  for (const r of figures.lostReasons) lines.push(['lost', r.reason, String(r.leads), '', '']);
  lines.push(['median days to admit', '', String(figures.medianDaysToAdmit ?? ''), '', '']);
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}
