import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { seedFromPage } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
seedFromPage(queryClient);
const router = createAppRouter();

// A transition lets React yield to the browser while it renders the first page, rather than
// blocking the main thread for the whole tree (Total Blocking Time on a slow phone).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
