import type { ModuleKey } from '@stratum/contracts';

/** The enable-companies page, opened on one module (`?module=`). */
export const enableCompaniesPath = (moduleKey: ModuleKey) =>
  `/app/modules/enable-companies?module=${encodeURIComponent(moduleKey)}`;
