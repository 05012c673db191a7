import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      eyebrow="404"
      title="Page not found"
      actions={
        <>
          <Button asChild>
            <Link to="/">Go home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/courses">Browse courses</Link>
          </Button>
        </>
      }
    >
      <p>The page you are looking for does not exist or has moved.</p>
    </StatusPage>
  );
}
