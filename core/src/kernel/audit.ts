import type { Ctx } from './ctx';
import { newId } from './ids';

export interface AuditInput {
  companyId: string;
  entityType: string;
  entityId: string;
  action: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Fields that change on every write and say nothing to a reader of the trail. */
const NOISE = new Set(['version', 'updatedAt', 'createdAt', 'nameKey']);

/** Only what changed, so the trail reads as "status: Active → Inactive", not two full records. */
export const changes = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } => {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(key) || !(key in after)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
};

/** The audit-trail item for a change; commit it in the change's own transaction. */
export const auditEntry = (ctx: Pick<Ctx, 'userId' | 'actorName' | 'now'>, input: AuditInput) => ({
  companyId: input.companyId,
  id: newId(),
  doneAt: ctx.now.toISOString(),
  actorId: ctx.userId,
  actorName: ctx.actorName,
  entityType: input.entityType,
  entityId: input.entityId,
  action: input.action,
  summary: input.summary,
  before: input.before ?? null,
  after: input.after ?? null,
});
