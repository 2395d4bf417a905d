import { Navigate, type RouteObject } from 'react-router';
import { RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';
import type { ShellKey } from '../lib/navigation';

/*
 * Risk Management (spec §2 /app/risk-management/*, /app/ra-risk-management/main): the same
 * screens for both registers — risk management and risk assessment — each a lazy route module
 * that reads from its URL which register it shows (features/risk/paths.ts).
 */

const main = lazyRoute(() => import('../features/risk/risk-main-page'));
const identification = lazyRoute(() => import('../features/risk/identification-form-page'));
const detail = lazyRoute(() => import('../features/risk/risk-detail-page'));

const page = (path: string, title: ShellKey, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: titled(title),
  lazy,
});

const registerPages = (path: string, title: ShellKey): RouteObject => ({
  path,
  children: [
    { index: true, element: <Navigate to="main" replace /> },
    page('main', title, main),
    page('add-identification', 'nav.addRiskIdentification', identification),
    page('edit-identification/:id', 'nav.editRiskIdentification', identification),
    page('risk/:id', 'nav.riskDetail', detail),
  ],
});

export const riskRoutes: RouteObject[] = [
  {
    element: <RequireModule module="risk" />,
    children: [
      registerPages('risk-management', 'nav.riskManagement'),
      registerPages('ra-risk-management', 'nav.riskAssessment'),
    ],
  },
];
