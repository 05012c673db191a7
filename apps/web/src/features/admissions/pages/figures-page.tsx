import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { academyToday } from '@academy/contract/academy-calendar';
import { conversionPercent } from '@academy/contract/admissions';
import { formatCount } from '@academy/contract/indian-numbers';
import { LazyBarChart } from '@/components/charts/lazy-bar-chart';
import { LoadError } from '@/components/load-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { figuresCsvHref, useFigures } from '../api/get-figures';
import { SOURCE_LABELS, STAGE_LABELS } from '../components/lead-labels';

interface Row {
  key: string;
  name: string;
  leads: number;
  admitted: number;
}

/**
 * /leads/figures: a month's leads as a funnel and tables (issue 52): by source and owner with
 * their conversion, where the leads are now, days to admit and why leads were lost; as CSV too.
 */
export function FiguresPage() {
  const { t, i18n } = useLingui();
  const [month, setMonth] = useState(academyToday().slice(0, 7));
  const figures = useFigures(month);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <Link to="/leads" className="text-primary underline-offset-4 hover:underline">
        <Trans>All leads</Trans>
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Admissions figures</Trans>
      </h1>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor="figures-month">{t`Month`}</Label>
          <Input
            id="figures-month"
            type="month"
            value={month}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
          />
        </div>
        <a
          href={figuresCsvHref(month)}
          download
          className="text-primary underline-offset-4 hover:underline"
        >
          <Trans>Download as CSV</Trans>
        </a>
      </div>
      {figures.isPending ? (
        <Spinner label={t`Loading the figures`} />
      ) : figures.isError ? (
        <LoadError error={figures.error} />
      ) : (
        (() => {
          const f = figures.data;
          const overall = String(conversionPercent(f));
          const leads = formatCount(f.leads);
          const admitted = formatCount(f.admitted);
          const days = f.medianDaysToAdmit === null ? '—' : formatCount(f.medianDaysToAdmit);
          return (
            <>
              <p>
                <Trans>
                  Leads: {leads} · admitted: {admitted} ({overall}%) · median days to admit: {days}
                </Trans>
              </p>
              <LazyBarChart
                title={t`How far the month’s leads got`}
                columns={[t`Stage`, t`Leads`]}
                max={Math.max(1, f.leads)}
                points={f.funnel.map((step) => ({
                  label: i18n._(STAGE_LABELS[step.stage]),
                  value: step.leads,
                  shown: formatCount(step.leads),
                }))}
              />
              <ConversionTable
                caption={t`By source`}
                heading={t`Source`}
                rows={f.bySource.map((r) => ({
                  ...r,
                  key: r.source,
                  name: i18n._(SOURCE_LABELS[r.source]),
                }))}
              />
              <ConversionTable
                caption={t`By owner`}
                heading={t`Owner`}
                rows={f.byOwner.map((r) => ({
                  ...r,
                  key: r.owner?.id ?? 'nobody',
                  name: r.owner?.name ?? t`Nobody yet`,
                }))}
              />
              <Table caption={t`Where the leads are now`}>
                <tbody>
                  {f.byStage.map((r) => (
                    <tr key={r.stage} className="border-b last:border-0">
                      <th scope="row" className="p-3 font-medium">
                        {i18n._(STAGE_LABELS[r.stage])}
                      </th>
                      <td className="p-3">{formatCount(r.leads)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {f.lostReasons.length > 0 && (
                <Table caption={t`Why leads were lost`}>
                  <tbody>
                    {f.lostReasons.map((r) => (
                      <tr key={r.reason} className="border-b last:border-0">
                        <th scope="row" className="p-3 font-medium break-words">
                          {r.reason}
                        </th>
                        <td className="p-3">{formatCount(r.leads)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </>
          );
        })()
      )}
    </div>
  );
}

function ConversionTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: Row[];
}) {
  return (
    <Table caption={caption}>
      <thead>
        <tr className="border-b">
          <th scope="col" className="p-3">
            {heading}
          </th>
          <th scope="col" className="p-3">
            <Trans>Leads</Trans>
          </th>
          <th scope="col" className="p-3">
            <Trans>Admitted</Trans>
          </th>
          <th scope="col" className="p-3">
            <Trans>Conversion</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b last:border-0">
            <th scope="row" className="p-3 font-medium">
              {r.name}
            </th>
            <td className="p-3">{formatCount(r.leads)}</td>
            <td className="p-3">{formatCount(r.admitted)}</td>
            <td className="p-3">{`${String(conversionPercent(r))}%`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
