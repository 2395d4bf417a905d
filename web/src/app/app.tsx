import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createRouter } from './router';
import { ToastHost } from './toast-host';

export interface AppProps {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}

/** The providers and the router; built in main.tsx once preferences and language are in place. */
export const App = ({ router, queryClient }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <ToastHost />
    <RouterProvider router={router} />
  </QueryClientProvider>
);
