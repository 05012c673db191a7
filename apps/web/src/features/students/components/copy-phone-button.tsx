import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** Product §4.5: the confirmation stays for 4 seconds. */
export const COPIED_FOR_MS = 4000;

/** The phone number with a copy button: 'Copy phone number', then 'Copied!' for 4 s. */
export function CopyPhoneButton({ phone }: { phone: string | null }) {
  const { t } = useLingui();
  const [isCopied, setIsCopied] = useState(false);
  // Always controlled: hover and focus open it as usual, and a copy holds it open for 4 s.
  const [isHinting, setIsHinting] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  if (!phone) return <span className="text-muted-foreground">{t`N/A`}</span>;
  const copied = t`Copied!`;
  const label = isCopied ? copied : t`Copy phone number`;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="tabular-nums">{phone}</span>
      <Tooltip open={isCopied || isHinting} onOpenChange={setIsHinting}>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={label}
            onClick={() => {
              void navigator.clipboard.writeText(phone).then(() => setIsCopied(true));
            }}
          >
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
      <span aria-live="polite" className="sr-only">
        {isCopied ? copied : ''}
      </span>
    </span>
  );
}
