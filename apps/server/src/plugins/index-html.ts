import type { SiteConfig } from '@academy/contract/site-config';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script> element: "</script>" and "<!--" cannot appear in it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built index.html with the public site settings inlined (the app reads them at start, so a
 * normal load shows no loader for them) and the title and description from the settings.
 */
export function renderIndexHtml(template: string, config: SiteConfig): string {
  let html = template.replace(
    '</head>',
    `<script type="application/json" id="site-config">${scriptSafeJson(config)}</script></head>`,
  );
  const general = config.general;
  if (general) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(general.siteName)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeHtml(general.siteDescription)}" />`,
      );
  }
  return html;
}
