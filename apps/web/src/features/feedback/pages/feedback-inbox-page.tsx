import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FeedbackItem } from '@academy/contract/feedback';
import { InboxFrame } from '@/components/inbox-frame';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDateFormat } from '@/lib/i18n/formats';
import { useInboxParams } from '@/lib/use-inbox-params';
import { useFeedbackList } from '../api/list-feedback';
import { useMarkFeedbackRead } from '../api/mark-feedback-read';

const FILTERS = [
  ['all', msg`All`],
  ['unread', msg`Unread`],
  ['read', msg`Read`],
] as const;

/** Feedback from students and visitors, newest first, with a read flag. */
export function FeedbackInboxPage() {
  const { t } = useLingui();
  const timeFormat = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [params, setParams] = useInboxParams('read', ['all', 'unread', 'read']);
  const list = useFeedbackList(params);
  const markRead = useMarkFeedbackRead();

  const renderItem = (item: FeedbackItem) => (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">
            {item.name}
            {!item.isRead && (
              <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                <Trans>New</Trans>
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
            .catch(() => toast.error(t`Something went wrong.`))
        }
      >
        {item.isRead ? t`Mark as unread` : t`Mark as read`}
      </Button>
    </>
  );

  return (
    <InboxFrame
      title={t({ message: 'Feedback', context: 'admin inbox' })}
      intro={t`What students and visitors told us, newest first.`}
      searchLabel={t`Search feedback`}
      searchPlaceholder={t`Search name, email or message`}
      q={params.q}
      onSearch={(q) => setParams({ q, page: 1 })}
      filter={params.read}
      filterOptions={FILTERS}
      onFilter={(read) => setParams({ read, page: 1 })}
      page={params.page}
      onPage={(page) => setParams({ page })}
      list={list}
      loadingLabel={t`Loading feedback`}
      emptyText={t`No feedback yet.`}
      getKey={(item) => item.id}
      isNew={(item) => !item.isRead}
      renderItem={renderItem}
    />
  );
}
