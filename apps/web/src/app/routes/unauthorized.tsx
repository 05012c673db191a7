import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

export function UnauthorizedPage() {
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
      title="Access denied"
      actions={
        <>
          <Button onClick={goBack}>Go Back</Button>
          <Button asChild variant="outline">
            <Link to="/">Home</Link>
          </Button>
        </>
      }
    >
      <p>{AUTH_MESSAGES.forbidden}</p>
    </StatusPage>
  );
}
