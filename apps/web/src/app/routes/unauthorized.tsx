import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

export function UnauthorizedPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const goBack = () => {
    // The router keeps its position in history.state.idx; 0 means there is nothing to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <StatusPage
      eyebrow="403"
      title={t`Access denied`}
      actions={
        <>
          <Button onClick={goBack}>
            <Trans>Go Back</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Home</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <p>{translateMessage(i18n, AUTH_MESSAGES.forbidden)}</p>
    </StatusPage>
  );
}
