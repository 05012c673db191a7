import { useCallback, useEffect, useState } from 'react';

/** Product §2.2: the contact modal opens by itself after 10 seconds on the home page. */
export const AUTO_OPEN_AFTER_MS = 10_000;
const SEEN_KEY = 'academy-contact-modal-seen';

const hasSeen = () => {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true;
  }
};
const markSeen = () => {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode): the modal then just does not open by itself.
  }
};

/**
 * Open state of the home page's contact modal, with product §2.2's auto-open rule: at most once
 * per browser session, never for administrators, and not once the visitor has seen it.
 */
export function useContactModal({ canAutoOpen }: { canAutoOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const setOpen = useCallback((open: boolean) => {
    if (open) markSeen();
    setIsOpen(open);
  }, []);

  useEffect(() => {
    if (!canAutoOpen || hasSeen()) return;
    // A visitor who opened it in the meantime has seen it: it must not come back by itself.
    const timer = setTimeout(() => {
      if (!hasSeen()) setOpen(true);
    }, AUTO_OPEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [canAutoOpen, setOpen]);

  return { isOpen, setOpen };
}
