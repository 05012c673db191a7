import type { SiteConfig } from '@academy/contract/site-config';

/** The academy's WhatsApp number: the wa.me link from settings, else the first contact phone. */
export function whatsappNumber(config: SiteConfig | null): string | undefined {
  const fromLink = config?.social?.whatsapp?.match(/wa\.me\/(\d{8,15})/)?.[1];
  const fromPhone = config?.contact?.contactPhone[0]?.replace(/\D/g, '');
  return fromLink || (fromPhone && fromPhone.length >= 10 ? fromPhone : undefined);
}

/** https://wa.me/<number>?text=<message>, opening the chat with the message typed in, if any. */
export const whatsappChatUrl = (number: string, text: string) =>
  text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
