import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Pagination, pageCount } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { telHref } from '@/lib/site-info';
import { cn } from '@/lib/utils';
import { useEnquiries, type EnquiryListParams } from '../api/list-enquiries';
import { useMarkEnquiryHandled } from '../api/mark-enquiry-handled';
import { DeliveryBadge } from '../components/delivery-badge';

const FILTERS = ['all', 'open', 'handled'] as const;
const SOURCE_LABEL = { 'home-modal': 'Home page', 'contact-page': 'Contact page' } as const;
const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function useInboxParams(): [EnquiryListParams, (next: Partial<EnquiryListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const handled = searchParams.get('handled');
  const params: EnquiryListParams = {
    q: searchParams.get('q') ?? '',
    handled: FILTERS.includes(handled as never) ? (handled as EnquiryListParams['handled']) : 'all',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const update = (next: Partial<EnquiryListParams>) => {
    const merged = { ...params, ...next };
    setSearchParams(
      { q: merged.q, handled: merged.handled, page: String(merged.page) },
      { replace: true },
    );
  };
  return [params, update];
}

/** Enquiries from the contact forms, newest first, with how each notice was delivered. */
export function EnquiriesInboxPage() {
  const [params, setParams] = useInboxParams();
  const list = useEnquiries(params);
  const markHandled = useMarkEnquiryHandled();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Enquiries</h1>
      <p className="mt-1 text-muted-foreground">
        Questions sent from the home page and the contact page, newest first.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <SearchField
          label="Search enquiries"
          placeholder="Search name, phone or message"
          value={params.q}
          onSearch={(q) => setParams({ q, page: 1 })}
          className="min-w-64 flex-1"
        />
        <Select
          aria-label="Show"
          value={params.handled}
          onChange={(event) =>
            setParams({ handled: event.target.value as EnquiryListParams['handled'], page: 1 })
          }
          className="w-40"
        >
          <option value="all">All</option>
          <option value="open">Open</option>
          <option value="handled">Handled</option>
        </Select>
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading enquiries" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-destructive">
            Error: {list.error.message}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">No enquiries yet.</p>
        ) : (
          <ul className="grid gap-4">
            {list.data.items.map((item) => (
              <li
                key={item.id}
                className={cn('rounded-lg border p-4', !item.isHandled && 'border-primary/60')}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold">{item.name}</p>
                    {item.phone ? (
                      <a
                        href={telHref(item.phone)}
                        className="text-sm text-primary hover:underline"
                      >
                        {item.phone}
                      </a>
                    ) : (
                      <span className="text-sm text-muted-foreground">No phone given</span>
                    )}
                  </div>
                  <div className="text-right text-sm text-muted-foreground">
                    <time dateTime={item.createdAt}>
                      {timeFormat.format(new Date(item.createdAt))}
                    </time>
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
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={params.page}
          totalPages={pageCount(list.data)}
          onPage={(page) => setParams({ page })}
        />
      </div>
    </div>
  );
}
