/**
 * The academy's logo for its report cards: the image at the address in Site Settings > General,
 * fetched when cards are made (decisions §126). A PNG or JPEG of at most 1 MB; anything else, a
 * slow host or no answer prints the card without it, as a card matters more than its logo.
 */
export interface LogoImage {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg';
}

const MAX_BYTES = 1024 * 1024;
const TIMEOUT_MS = 3000;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export async function fetchLogo(url: string): Promise<LogoImage | null> {
  if (!url) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) return null;
    if (startsWith(bytes, PNG)) return { bytes, type: 'image/png' };
    if (startsWith(bytes, JPEG)) return { bytes, type: 'image/jpeg' };
    return null;
  } catch {
    return null;
  }
}
