import { RouterProvider } from 'react-router/dom';
import type { createRouter } from './router';
import { ToastHost } from './toast-host';

export interface AppProps {
  router: ReturnType<typeof createRouter>;
}

/**
 * The toast and the router; built in main.tsx once preferences and language are in place. The
 * query cache's provider is a layout route (app/query-layout.tsx), not here: the sign-in page
 * does without react-query.
 */
export const App = ({ router }: AppProps) => (
  <>
    <ToastHost />
    <RouterProvider router={router} />
  </>
);
