import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatCount } from '@academy/contract/indian-numbers';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useLeadDesk } from '../api/get-desk';

/**
 * A counsellor's way to the leads from their home, with the follow-ups due today or overdue; a
 * teacher who is no counsellor sees nothing (issue 52).
 */
export function LeadDeskLink() {
  const { t, i18n } = useLingui();
  const desk = useLeadDesk();
  if (!desk.data?.counsellor) return null;
  const form = pluralForm(i18n, desk.data.due);
  const due = formatCount(desk.data.due);
  return (
    <Link to="/leads" className="w-fit font-medium text-primary underline-offset-4 hover:underline">
      <Trans>Leads</Trans>
      {desk.data.due > 0 && (
        <span className="font-normal text-muted-foreground">
          {' · '}
          {t`${select(form, { one: `${due} follow-up due`, other: `${due} follow-ups due` })}`}
        </span>
      )}
    </Link>
  );
}
