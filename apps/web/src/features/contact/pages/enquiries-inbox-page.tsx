import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Enquiry } from '@academy/contract/contact';
import { InboxFrame } from '@/components/inbox-frame';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { telHref } from '@/lib/site-info';
import { useDateFormat } from '@/lib/i18n/formats';
import { useInboxParams } from '@/lib/use-inbox-params';
import { useEnquiries } from '../api/list-enquiries';
import { useMarkEnquiryHandled } from '../api/mark-enquiry-handled';
import { DeliveryBadge } from '../components/delivery-badge';

const FILTERS = [
  ['all', msg`All`],
  ['open', msg`Open`],
  ['handled', msg`Handled`],
] as const;
const SOURCE_LABEL: Record<Enquiry['source'], MessageDescriptor> = {
  'home-modal': msg`Home page`,
  'contact-page': msg`Contact page`,
};

/** Enquiries from the contact forms, newest first, with how each notice was delivered. */
export function EnquiriesInboxPage() {
  const { t, i18n } = useLingui();
  const timeFormat = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [params, setParams] = useInboxParams('handled', ['all', 'open', 'handled']);
  const list = useEnquiries(params);
  const markHandled = useMarkEnquiryHandled();

  const renderItem = (item: Enquiry) => (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{item.name}</p>
          {item.phone ? (
            <a href={telHref(item.phone)} className="text-sm text-primary hover:underline">
              {item.phone}
            </a>
          ) : (
            <span className="text-sm text-muted-foreground">
              <Trans>No phone given</Trans>
            </span>
          )}
        </div>
        <div className="text-right text-sm text-muted-foreground">
          <time dateTime={item.createdAt}>{timeFormat.format(new Date(item.createdAt))}</time>
          <p>{i18n._(SOURCE_LABEL[item.source])}</p>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line">{item.query}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {item.deliveries.map((delivery) => (
          <DeliveryBadge key={delivery.channel} delivery={delivery} />
        ))}
        {item.leadId && (
          // The lead it joined: its stage, follow-up and timeline (issue 52).
          <Link
            to={`/leads/${item.leadId}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            <Trans>Open the lead</Trans>
          </Link>
        )}
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={markHandled.isPending}
          onClick={() =>
            markHandled
              .mutateAsync({ id: item.id, handled: !item.isHandled })
              .catch(() => toast.error(t`Something went wrong.`))
          }
        >
          {item.isHandled ? t`Reopen` : t`Mark as handled`}
        </Button>
      </div>
    </>
  );

  return (
    <InboxFrame
      title={t`Enquiries`}
      intro={t`Questions sent from the home page and the contact page, newest first.`}
      searchLabel={t`Search enquiries`}
      searchPlaceholder={t`Search name, phone or message`}
      q={params.q}
      onSearch={(q) => setParams({ q, page: 1 })}
      filter={params.handled}
      filterOptions={FILTERS}
      onFilter={(handled) => setParams({ handled, page: 1 })}
      page={params.page}
      onPage={(page) => setParams({ page })}
      list={list}
      loadingLabel={t`Loading enquiries`}
      emptyText={t`No enquiries yet.`}
      getKey={(item) => item.id}
      isNew={(item) => !item.isHandled}
      renderItem={renderItem}
    />
  );
}
