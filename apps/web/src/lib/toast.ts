import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

/**
 * sonner, with its styles, is a tenth of the first load's script, yet most visits never show a
 * toast: it loads with the first one (decisions §33). Its Toaster shows the toasts
 * raised before it mounted.
 */
let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether a toast has been raised, so the Toaster must be on the page (components/toast-host). */
export const toastsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isNeeded: () => sonner !== undefined,
};

/**
 * Puts a contract message in the page's language (set by the app's provider), once its
 * translations have loaded.
 */
let translate = async (message: string) => message;
export function setToastTranslator(translator: (message: string) => Promise<string>) {
  translate = translator;
}

const raise =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ExternalToast): void => {
    void Promise.all([loadSonner(), translate(message)]).then(([{ toast }, text]) =>
      toast[kind](text, options),
    );
  };

/** Where sonner lays toasts out for a phone: across the screen, at its bottom edge. */
const PHONE = '(max-width: 600px)';

/** sonner's toast, for the kinds the app shows. */
export const toast = {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  /**
   * A success that comes with the page it leads to (registered, signed in). On a phone it shows
   * at the top, below the header, over the new page's heading: at the bottom edge it covered the
   * new page's first buttons (issue 49).
   */
  arrival: (message: string) =>
    raise('success')(
      message,
      window.matchMedia(PHONE).matches ? { position: 'top-center' } : undefined,
    ),
};

/**
 * A mutation's outcome as toasts: the server's message on success (when it sends one), its
 * refusal on failure. Spread into `mutate`'s options, beside an `onSettled` of the caller's own.
 */
export const toastOutcome = {
  onSuccess: ({ message }: { message?: string | undefined }) => {
    if (message) toast.success(message);
  },
  onError: (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
};
