import type { Ctx } from '@stratum/core/kernel/ctx';

/** Who acts: a company administrator's ids, as a tenant, the demo seed or a bench knows them. */
export interface AdminIds {
  companyId: string | null;
  userId: string;
  employeeId: string | null;
  email?: string;
}

/**
 * A company administrator's `Ctx`, for tests, seeds and benches that call core use cases directly
 * (the API builds it from the token instead). `now` is the time of the call; `over` sets what a
 * test needs to differ, such as the request id or the actor's name in the audit trail.
 */
export const adminCtx = (admin: AdminIds, over: Partial<Ctx> = {}): Ctx => ({
  requestId: 'test',
  now: new Date(),
  sourceIp: '127.0.0.1',
  userId: admin.userId,
  email: admin.email ?? 'admin@example.com',
  role: 'employee',
  companyId: admin.companyId,
  employeeId: admin.employeeId,
  companyRole: 'administrator',
  actorName: 'Ada Admin',
  tokenId: 'test',
  ...over,
});

/** The platform owner's `Ctx` (spec §6 `holder`): no company of its own. */
export const holderCtx = (holder: { userId: string; email: string }, over: Partial<Ctx> = {}): Ctx => ({
  requestId: 'test',
  now: new Date(),
  sourceIp: '127.0.0.1',
  userId: holder.userId,
  email: holder.email,
  role: 'holder',
  companyId: null,
  employeeId: null,
  companyRole: null,
  actorName: 'Platform Owner',
  tokenId: 'test',
  ...over,
});
