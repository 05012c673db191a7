import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Pagination, pageCount } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useFeedbackList, type FeedbackListParams } from '../api/list-feedback';
import { useMarkFeedbackRead } from '../api/mark-feedback-read';

const READ_FILTERS = ['all', 'unread', 'read'] as const;
const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function useInboxParams(): [FeedbackListParams, (next: Partial<FeedbackListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const read = searchParams.get('read');
  const params: FeedbackListParams = {
    q: searchParams.get('q') ?? '',
    read: READ_FILTERS.includes(read as never) ? (read as FeedbackListParams['read']) : 'all',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const update = (next: Partial<FeedbackListParams>) => {
    const merged = { ...params, ...next };
    setSearchParams(
      { q: merged.q, read: merged.read, page: String(merged.page) },
      { replace: true },
    );
  };
  return [params, update];
}

/** Feedback from students and visitors, newest first, with a read flag. */
export function FeedbackInboxPage() {
  const [params, setParams] = useInboxParams();
  const list = useFeedbackList(params);
  const markRead = useMarkFeedbackRead();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Feedback</h1>
      <p className="mt-1 text-muted-foreground">
        What students and visitors told us, newest first.
      </p>

      <div className="mt-8 flex flex-wrap gap-3">
        <SearchField
          label="Search feedback"
          placeholder="Search name, email or message"
          value={params.q}
          onSearch={(q) => setParams({ q, page: 1 })}
          className="min-w-64 flex-1"
        />
        <Select
          aria-label="Show"
          value={params.read}
          onChange={(event) =>
            setParams({ read: event.target.value as FeedbackListParams['read'], page: 1 })
          }
          className="w-40"
        >
          <option value="all">All</option>
          <option value="unread">Unread</option>
          <option value="read">Read</option>
        </Select>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading feedback" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-destructive">
            Error: {list.error.message}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">No feedback yet.</p>
        ) : (
          <ul className="grid gap-4">
            {list.data.items.map((item) => (
              <li
                key={item.id}
                className={cn(
                  'rounded-lg border p-4',
                  !item.isRead && 'border-primary/60 bg-primary/5',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold">
                      {item.name}
                      {!item.isRead && (
                        <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                          New
                        </span>
                      )}
                    </p>
                    <a
                      href={`mailto:${item.email}`}
                      className="text-sm text-primary underline-offset-4 hover:underline"
                    >
                      {item.email}
                    </a>
                  </div>
                  <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                    {timeFormat.format(new Date(item.createdAt))}
                  </time>
                </div>
                <p className="mt-3 whitespace-pre-line">{item.message}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  disabled={markRead.isPending}
                  onClick={() =>
                    markRead
                      .mutateAsync({ id: item.id, read: !item.isRead })
                      .catch(() => toast.error('Something went wrong.'))
                  }
                >
                  {item.isRead ? 'Mark as unread' : 'Mark as read'}
                </Button>
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
