import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

/** Shown when a page fails to load or render (a chunk missing after a deploy, a bug). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <StatusPage
      eyebrow={status ? String(status) : 'Error'}
      title="Something went wrong"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button asChild variant="outline">
            <Link to="/">Go home</Link>
          </Button>
        </>
      }
    >
      <p>This page could not be shown. Reloading usually fixes it.</p>
    </StatusPage>
  );
}
