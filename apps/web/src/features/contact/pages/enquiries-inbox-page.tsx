import { toast } from '@/lib/toast';
import type { Enquiry } from '@academy/contract/contact';
import { InboxFrame } from '@/components/inbox-frame';
import { Button } from '@/components/ui/button';
import { telHref } from '@/lib/site-info';
import { useInboxParams } from '@/lib/use-inbox-params';
import { useEnquiries } from '../api/list-enquiries';
import { useMarkEnquiryHandled } from '../api/mark-enquiry-handled';
import { DeliveryBadge } from '../components/delivery-badge';

const FILTERS = [
  ['all', 'All'],
  ['open', 'Open'],
  ['handled', 'Handled'],
] as const;
const SOURCE_LABEL = { 'home-modal': 'Home page', 'contact-page': 'Contact page' } as const;
const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Enquiries from the contact forms, newest first, with how each notice was delivered. */
export function EnquiriesInboxPage() {
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
            <span className="text-sm text-muted-foreground">No phone given</span>
          )}
        </div>
        <div className="text-right text-sm text-muted-foreground">
          <time dateTime={item.createdAt}>{timeFormat.format(new Date(item.createdAt))}</time>
          <p>{SOURCE_LABEL[item.source]}</p>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line">{item.query}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {item.deliveries.map((delivery) => (
          <DeliveryBadge key={delivery.channel} delivery={delivery} />
        ))}
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={markHandled.isPending}
          onClick={() =>
            markHandled
              .mutateAsync({ id: item.id, handled: !item.isHandled })
              .catch(() => toast.error('Something went wrong.'))
          }
        >
          {item.isHandled ? 'Reopen' : 'Mark as handled'}
        </Button>
      </div>
    </>
  );

  return (
    <InboxFrame
      title="Enquiries"
      intro="Questions sent from the home page and the contact page, newest first."
      searchLabel="Search enquiries"
      searchPlaceholder="Search name, phone or message"
      q={params.q}
      onSearch={(q) => setParams({ q, page: 1 })}
      filter={params.handled}
      filterOptions={FILTERS}
      onFilter={(handled) => setParams({ handled, page: 1 })}
      page={params.page}
      onPage={(page) => setParams({ page })}
      list={list}
      noun="enquiries"
      getKey={(item) => item.id}
      isNew={(item) => !item.isHandled}
      renderItem={renderItem}
    />
  );
}
