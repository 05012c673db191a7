import { LinksManager } from '@/features/links/components/links-manager';
import { SiteSettingsPage } from '@/features/site-config/pages/site-settings-page';
import { VideosManager } from '@/features/videos/components/videos-manager';

/** Site Settings, with the tabs other features manage placed in it. */
export function SiteSettingsRoute() {
  return <SiteSettingsPage usefulLinks={<LinksManager />} videos={<VideosManager />} />;
}
