import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      eyebrow="404"
      title={t`Page not found`}
      actions={
        <>
          <Button asChild>
            <Link to="/">
              <Trans>Go home</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/courses">
              <Trans>Browse courses</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
    </StatusPage>
  );
}
