import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DoubtDetails } from '@academy/contract/doubts';
import { useRelativeTime } from '@/lib/i18n/formats';
import { cn } from '@/lib/utils';
import { doubtPhotoSrc } from '../api/get-doubt';

const KINDS = {
  question: msg`Question`,
  answer: msg`Answer`,
  reply: msg`Reply`,
} as const;

/** The question, the answers and the reply, oldest first, each with its photos. */
export function DoubtThread({ doubt }: { doubt: DoubtDetails }) {
  const { t, i18n } = useLingui();
  const relative = useRelativeTime();
  return (
    <ol className="grid gap-4" aria-label={t`Conversation`}>
      {doubt.posts.map((post) => {
        const who = post.author.name;
        return (
          <li
            key={post.id}
            className={cn(
              'grid gap-2 rounded-lg border p-4',
              post.kind === 'answer' ? 'bg-sky-50 dark:bg-sky-950/40' : 'bg-card',
            )}
          >
            <p className="text-xs text-muted-foreground">
              {i18n._(KINDS[post.kind])} · {who} · {relative(post.createdAt)}
            </p>
            <p className="whitespace-pre-wrap">{post.text}</p>
            {post.photos.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {post.photos.map((photo, i) => {
                  const n = i + 1;
                  const src = doubtPhotoSrc(doubt.id, photo.id);
                  return (
                    <li key={photo.id}>
                      <a href={src} target="_blank" rel="noreferrer">
                        <img
                          src={src}
                          width={photo.width}
                          height={photo.height}
                          loading="lazy"
                          alt={t`Photo ${n} from ${who}`}
                          className="h-32 w-auto rounded-md border object-cover"
                        />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
