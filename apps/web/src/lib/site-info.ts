/** Only http(s) links are ever rendered (a security rule: no other scheme reaches a page). */
export function isSafeLink(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** "+91 98765 43210" -> "tel:+919876543210". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
