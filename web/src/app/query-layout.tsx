import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { appQueryClient } from '../lib/query-client';

/** Every screen that reads through react-query sits below this layout (app/router.tsx). */
export const Component = () => (
  <QueryClientProvider client={appQueryClient()}>
    <Outlet />
  </QueryClientProvider>
);
