import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_STAGES, type Lead } from '@academy/contract/admissions';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useWhatsappTemplate } from '../api/get-whatsapp-template';
import { useLeads, type LeadFilters as Filters } from '../api/list-leads';
import { useAdmissionStaff } from '../api/list-staff';
import { AddLeadForm } from '../components/add-lead-form';
import { ImportLeadsForm } from '../components/import-leads-form';
import { LeadCard } from '../components/lead-card';
import { LeadFilters } from '../components/lead-filters';
import { STAGE_LABELS } from '../components/lead-labels';

/** A board's columns need a laptop's width; a phone gets one list, due follow-ups first. */
const BOARD_WIDTH = '(min-width: 64rem)';

const FILTER_KEYS = ['q', 'stage', 'ownerId', 'source', 'program', 'month'] as const;

/**
 * /leads: the admissions work list for admins and counsellors (issue 52): follow-ups due today
 * first and the overdue marked, a board by stage on a laptop and a list on a phone.
 */
export function LeadsPage({ canManage }: { canManage: boolean }) {
  const { t } = useLingui();
  const [params, update] = useUrlFilters();
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const page = Number(params.get('page') ?? '1') || 1;
  const leads = useLeads(filters, page);
  const staff = useAdmissionStaff();
  const template = useWhatsappTemplate();
  const isBoard = useMediaQuery(BOARD_WIDTH);
  const owners = (staff.data ?? []).filter((s) => s.admin || s.counsellor);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Leads</Trans>
        </h1>
        <Link to="/leads/figures" className="text-primary underline-offset-4 hover:underline">
          <Trans>Figures</Trans>
        </Link>
        {canManage && (
          <Link to="/admin/admissions" className="text-primary underline-offset-4 hover:underline">
            <Trans>Counsellors and WhatsApp message</Trans>
          </Link>
        )}
      </div>
      <LeadFilters
        filters={filters}
        owners={owners}
        onChange={(changes, typing) => update(changes, { typing })}
      />
      <section aria-labelledby="leads-list-heading" className="grid gap-3">
        <h2 id="leads-list-heading" className="sr-only">
          <Trans>Work list</Trans>
        </h2>
        {leads.isPending ? (
          <Spinner label={t`Loading leads`} />
        ) : leads.isError ? (
          <LoadError error={leads.error} />
        ) : leads.data.total === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No leads match.</Trans>
          </p>
        ) : (
          <>
            {isBoard ? (
              <Board leads={leads.data.items} template={template.data} />
            ) : (
              <ul className="grid gap-3">
                {leads.data.items.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard lead={lead} template={template.data} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={page}
              totalPages={pageCount(leads.data)}
              onPage={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </section>
      <section className="rounded-lg border bg-card p-4">
        <AddLeadForm />
      </section>
      <section className="rounded-lg border bg-card p-4">
        <ImportLeadsForm />
      </section>
    </div>
  );
}

/** The page's leads in a column per stage, each column in the work list's order. */
function Board({ leads, template }: { leads: Lead[]; template: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <div className="grid grid-cols-6 gap-3">
      {LEAD_STAGES.map((stage) => {
        const own = leads.filter((l) => l.stage === stage);
        return (
          <section
            key={stage}
            aria-labelledby={`board-${stage}`}
            className="grid content-start gap-2"
          >
            <h3 id={`board-${stage}`} className="text-sm font-semibold">
              {i18n._(STAGE_LABELS[stage])} ({String(own.length)})
            </h3>
            <ul className="grid gap-2">
              {own.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} template={template} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
