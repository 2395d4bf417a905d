import type { TMemo, TSaveMemoRequest } from '@stratum/contracts';
import { db } from '../../db';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { raced } from '../engagement/engagement-store';
import { openForFieldwork } from './artefact-edit';
import { toMemo } from './get-memo';

/**
 * Saves the planning memorandum (IIA 13.1–13.6: objectives, criteria, risks considered,
 * resources, timeline). The first save creates it (version 0 read); later ones are conditional on
 * the version read, so two planners never overwrite each other.
 */
export const saveMemo = async (ctx: Ctx, input: TSaveMemoRequest): Promise<TMemo> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const key = { companyId: engagement.companyId, engagementId: engagement.engagementId };
  const before = (await db().entities.auditMemo.get(key).go()).data;
  if ((before?.version ?? 0) !== input.version) throw raced('memorandum');
  const now = ctx.now.toISOString();
  const fields = {
    objectives: input.objectives,
    criteria: input.criteria,
    risksConsidered: input.risksConsidered,
    resources: input.resources,
    timeline: input.timeline,
  };
  const after = {
    ...key,
    ...fields,
    version: input.version + 1,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId: key.companyId,
      entityType: 'audit-memo',
      entityId: key.engagementId,
      action: before ? 'update' : 'add',
      summary: `Audit “${engagement.title}”: planning memorandum saved`,
      ...changes(before ? { ...before } : {}, fields),
    },
    (tx) => [
      before
        ? tx.auditMemo
            .patch(key)
            .set({ ...fields, updatedAt: now })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit()
        : tx.auditMemo.create(after).commit(),
    ],
    raced('memorandum'),
  );
  return toMemo(key.engagementId, after);
};
