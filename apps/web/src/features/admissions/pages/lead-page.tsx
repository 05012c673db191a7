import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Admitted, LeadDetail } from '@academy/contract/admissions';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { useLead } from '../api/get-lead';
import { useWhatsappTemplate } from '../api/get-whatsapp-template';
import { useAdmissionStaff } from '../api/list-staff';
import { AdmitForm } from '../components/admit-form';
import { BookDemoForm } from '../components/book-demo-form';
import { ContactLinks } from '../components/contact-links';
import { DeskFeeForm } from '../components/desk-fee-form';
import { FollowUpForm } from '../components/follow-up-form';
import { SOURCE_LABELS, STAGE_LABELS } from '../components/lead-labels';
import { LeadTimeline } from '../components/lead-timeline';
import { NoteForm } from '../components/note-form';
import { StageForm } from '../components/stage-form';

const OPEN = new Set(['new', 'contacted', 'demo-booked', 'demo-attended']);
const BOOKABLE = new Set(['new', 'contacted', 'demo-booked']);

/**
 * /leads/:id: one lead, what to do next with it, and its timeline; an admin or a counsellor books
 * its demo class, and an admin admits it.
 */
export function LeadPage({ canAdmit }: { canAdmit: boolean }) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const lead = useLead(id);
  if (lead.isPending) return <Spinner label={t`Loading the lead`} />;
  if (lead.isError) return <LoadError error={lead.error} className="px-4 py-8" />;
  return <LeadView lead={lead.data} canAdmit={canAdmit} />;
}

function LeadView({ lead, canAdmit }: { lead: LeadDetail; canAdmit: boolean }) {
  const { i18n } = useLingui();
  const [admitted, setAdmitted] = useState<Admitted | null>(null);
  const template = useWhatsappTemplate();
  const staff = useAdmissionStaff();
  const owners = (staff.data ?? []).filter((s) => s.admin || s.counsellor);
  const stage = i18n._(STAGE_LABELS[lead.stage]);
  const studentName = lead.student?.name;
  const source = i18n._(SOURCE_LABELS[lead.source]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <Link to="/leads" className="text-primary underline-offset-4 hover:underline">
        <Trans>All leads</Trans>
      </Link>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">{lead.name}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">
            <Trans>Stage</Trans>
          </dt>
          <dd>
            {stage}
            {lead.lostReason && <> · {lead.lostReason}</>}
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Phone</Trans>
          </dt>
          <dd>{lead.phone ?? '—'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Program</Trans>
          </dt>
          <dd>{lead.program ? i18n._(PROGRAM_NAMES[lead.program].label) : '—'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Source</Trans>
          </dt>
          <dd className="break-words">
            {source}
            {lead.campaign && <> · {lead.campaign}</>}
            {lead.utmSource && <> ({lead.utmSource})</>}
          </dd>
        </dl>
        <ContactLinks lead={lead} template={template.data} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-lg border bg-card p-4">
          <StageForm key={lead.stage} lead={lead} />
          {lead.student && (
            <p>
              <Trans>Admitted as {studentName}.</Trans>
            </p>
          )}
        </section>
        <section className="rounded-lg border bg-card p-4">
          <FollowUpForm key={lead.id} lead={lead} owners={owners} />
        </section>
      </div>
      {admitted?.admissionFee && (
        <section className="rounded-lg border bg-card p-4">
          <DeskFeeForm studentId={admitted.studentId} fee={admitted.admissionFee} />
        </section>
      )}
      {BOOKABLE.has(lead.stage) && (
        <section className="rounded-lg border bg-card p-4">
          <BookDemoForm leadId={lead.id} />
        </section>
      )}
      {canAdmit && lead.phone && OPEN.has(lead.stage) && (
        <section className="rounded-lg border bg-card p-4">
          <AdmitForm leadId={lead.id} onAdmitted={setAdmitted} />
        </section>
      )}
      <section className="rounded-lg border bg-card p-4">
        <NoteForm leadId={lead.id} />
      </section>
      <LeadTimeline events={lead.timeline} />
    </div>
  );
}
