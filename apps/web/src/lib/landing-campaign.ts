/** Where the visitor's campaign is kept for the tab's visit: the enquiry may come pages later. */
const KEY = 'academy.landing-campaign';

export interface LandingCampaign {
  utmSource?: string;
  utmCampaign?: string;
}

/**
 * Keeps utm_source / utm_campaign of the address the visitor landed on (issue 52), once per
 * visit: the first landing names the campaign, a later address without them does not erase it.
 */
export function rememberLandingCampaign(search: string) {
  const params = new URLSearchParams(search);
  const utmSource = params.get('utm_source') ?? undefined;
  const utmCampaign = params.get('utm_campaign') ?? undefined;
  if (!utmSource && !utmCampaign) return;
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, JSON.stringify({ utmSource, utmCampaign }));
  } catch {
    // Storage refused (a private window's quota): the enquiry goes without its campaign.
  }
}

/** The campaign of this visit's landing address, to send with an enquiry. */
export function landingCampaign(): LandingCampaign {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as LandingCampaign) : {};
  } catch {
    return {};
  }
}
