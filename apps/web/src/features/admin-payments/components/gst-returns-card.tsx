import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { academyToday } from '@academy/contract/academy-calendar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { gstr1Href } from '../api/export-gstr1';

/** Last month in India: GSTR-1 is filed after the month it reports has ended. */
function lastMonth() {
  const [year, month] = academyToday().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Admin > Payments: a month's GSTR-1 for the GST offline tool, one download (decisions §83). */
export function GstReturnsCard() {
  const { t } = useLingui();
  const [month, setMonth] = useState(lastMonth);
  return (
    <section aria-labelledby="gst-returns-heading" className="mt-6 rounded-lg border bg-card p-4">
      <h2 id="gst-returns-heading" className="font-semibold">
        <Trans>GST returns</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          GSTR-1 for a month, as the GST offline tool's CSV files: B2C sales by place of supply and
          rate, credit notes, the SAC summary and the documents issued.
        </Trans>
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <FormField id="gst-returns-month" label={t`Month`}>
          {(field) => (
            <Input
              {...field}
              type="month"
              value={month}
              required
              onChange={(e) => setMonth(e.target.value)}
              className="w-48"
            />
          )}
        </FormField>
        <Button variant="outline" asChild>
          <a href={month ? gstr1Href(month) : undefined} download aria-disabled={!month}>
            <Download aria-hidden="true" /> <Trans>Download GSTR-1</Trans>
          </a>
        </Button>
      </div>
    </section>
  );
}
