import {
  Camera,
  Code,
  Globe,
  MessageCircle,
  MessagesSquare,
  Send,
  SquarePlay,
  type LucideIcon,
} from 'lucide-react';
// Types only: a value import from the contract's site-config module would pull zod into the
// first load.
import type { SocialLinks, SocialNetwork } from '@academy/contract/site-config';
import { isSafeLink } from '@/lib/site-info';
import { cn } from '@/lib/utils';

const NETWORKS: Record<SocialNetwork, { label: string; icon: LucideIcon }> = {
  whatsapp: { label: 'WhatsApp', icon: MessageCircle },
  telegram: { label: 'Telegram', icon: Send },
  youtube: { label: 'YouTube', icon: SquarePlay },
  instagram: { label: 'Instagram', icon: Camera },
  facebook: { label: 'Facebook', icon: Globe },
  twitter: { label: 'X (Twitter)', icon: Globe },
  linkedin: { label: 'LinkedIn', icon: Globe },
  discord: { label: 'Discord', icon: MessagesSquare },
  github: { label: 'GitHub', icon: Code },
};

/** Renders nothing when no network is configured. With labels, each shows its name too. */
export function SocialIcons({
  links,
  className,
  showLabels = false,
}: {
  links: Partial<SocialLinks> | null;
  className?: string;
  showLabels?: boolean;
}) {
  const configured = (Object.keys(NETWORKS) as SocialNetwork[]).filter((network) =>
    isSafeLink(links?.[network]),
  );
  if (configured.length === 0) return null;
  return (
    <ul className={cn('flex items-center gap-1', className)}>
      {configured.map((network) => {
        const { label, icon: Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <a
              href={links?.[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={showLabels ? undefined : label}
              title={showLabels ? undefined : label}
              className={cn(
                'inline-flex items-center justify-center rounded-full hover:opacity-80 focus-visible:outline-2 focus-visible:outline-current',
                showLabels ? 'h-10 gap-2 border px-4 text-sm font-medium' : 'size-8',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {showLabels && label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
