import { useLingui } from '@lingui/react/macro';
import { FullPageSpinner } from './full-page-spinner';

/**
 * What a page that needs to know who is signed in shows until it does. Only such pages wait: a
 * visitor's page and the site's chrome draw at once (decisions §88).
 */
export function SessionSpinner() {
  const { t } = useLingui();
  return <FullPageSpinner label={t`Loading your session`} />;
}
