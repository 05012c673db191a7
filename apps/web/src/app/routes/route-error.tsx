import { Trans, useLingui } from '@lingui/react/macro';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

/** Shown when a page fails to load or render (a chunk missing after a deploy, a bug). */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <StatusPage
      eyebrow={status ? String(status) : t`Error`}
      title={t`Something went wrong`}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Go home</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <p>
        <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
      </p>
    </StatusPage>
  );
}
