import type { Ctx } from '@stratum/core/kernel/ctx';
import { adminCtx } from '../support/ctx';
import type { Tenant } from '../support/world';
import type { OrgTenant } from '../support/org';
import type { Fixture, Input } from './fixtures';

/**
 * The fixtures of a seed: `seededBy(seedOf)(input)` names tenant A's seed for `valid` and tenant
 * B's for `foreign`, so a fixture file writes only the input it builds from a seed.
 */
export const seededBy =
  <S>(seedOf: (t: OrgTenant) => S) =>
  (input: (s: S) => Input): Fixture => ({
    valid: (w) => input(seedOf(w.a)),
    foreign: (w) => input(seedOf(w.b)),
  });

/** A tenant's administrator as a `Ctx`, for the fixtures that seed through core. */
export const tenantAdminCtx = (t: Tenant): Ctx => adminCtx({ ...t.admin, companyId: t.companyId });
