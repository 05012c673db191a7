import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AccountsSettingsForm } from '../components/accounts-settings-form';
import { BusinessSettingsForm } from '../components/business-settings-form';
import { SignatureImageField } from '../components/signature-image-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ContactSettingsForm } from '../components/contact-settings-form';
import { GeneralSettingsForm } from '../components/general-settings-form';
import { HomeSettingsForm } from '../components/home-settings-form';
import { SocialSettingsForm } from '../components/social-settings-form';
import { TrustSettingsTab } from '../components/trust-settings';

const TABS = [
  'general',
  'useful-links',
  'social-links',
  'contact',
  'home',
  'trust',
  'accounts',
  'business',
  'videos',
  'more',
] as const;
type Tab = (typeof TABS)[number];

/**
 * Product §4.11: five tabs, the fifth a placeholder; plus the Home (carousel and figures), Teachers &
 * results, Accounts, Business and Videos (the video library) tabs later issues add. The open tab is kept in the URL; the tabs of other
 * features come from the route.
 */
export function SiteSettingsPage({
  usefulLinks,
  videos,
}: {
  usefulLinks: ReactNode;
  videos: ReactNode;
}) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'general';

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Site settings</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground">
        <Trans>
          What visitors see in the header, footer and contact pages. Changes show at once.
        </Trans>
      </p>
      <Tabs
        value={tab}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
        className="mt-8"
      >
        <TabsList aria-label={t`Settings sections`} className="flex-wrap">
          <TabsTrigger value="general">
            <Trans>General</Trans>
          </TabsTrigger>
          <TabsTrigger value="useful-links">
            <Trans>Useful links</Trans>
          </TabsTrigger>
          <TabsTrigger value="social-links">
            <Trans>Social links</Trans>
          </TabsTrigger>
          <TabsTrigger value="contact">
            <Trans>Contact info</Trans>
          </TabsTrigger>
          <TabsTrigger value="home">
            <Trans>Home</Trans>
          </TabsTrigger>
          <TabsTrigger value="trust">
            <Trans>Teachers & results</Trans>
          </TabsTrigger>
          <TabsTrigger value="accounts">
            <Trans>Accounts</Trans>
          </TabsTrigger>
          <TabsTrigger value="business">
            <Trans>Business</Trans>
          </TabsTrigger>
          <TabsTrigger value="videos">
            <Trans>Videos</Trans>
          </TabsTrigger>
          <TabsTrigger value="more">
            <Trans>More</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="general" className="mt-6">
          <GeneralSettingsForm />
        </TabsContent>
        <TabsContent value="useful-links" className="mt-6">
          {usefulLinks}
        </TabsContent>
        <TabsContent value="social-links" className="mt-6">
          <SocialSettingsForm />
        </TabsContent>
        <TabsContent value="contact" className="mt-6">
          <ContactSettingsForm />
        </TabsContent>
        <TabsContent value="home" className="mt-6">
          <HomeSettingsForm />
        </TabsContent>
        <TabsContent value="trust" className="mt-6">
          <TrustSettingsTab />
        </TabsContent>
        <TabsContent value="accounts" className="mt-6">
          <AccountsSettingsForm />
        </TabsContent>
        <TabsContent value="business" className="mt-6">
          <BusinessSettingsForm />
          <SignatureImageField />
        </TabsContent>
        <TabsContent value="videos" className="mt-6">
          {videos}
        </TabsContent>
        <TabsContent value="more" className="mt-6">
          <p className="text-lg font-medium">
            <Trans>Page under construction</Trans>
          </p>
        </TabsContent>
      </Tabs>
    </div>
  );
}
