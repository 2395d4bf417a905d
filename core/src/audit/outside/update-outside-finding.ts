import { outsideFindingEditProblem } from '@stratum/rules';
import type { TOutsideFinding, TUpdateOutsideFindingRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { checkRisksAndOwners, rootCausesOf } from '../findings/finding-checks';
import { businessUnit } from '../people';
import { responseOf, stale } from '../responses/response-store';
import { openOutsideFinding, toOutsideFinding } from './outside-store';

/**
 * Changes a finding raised outside an engagement on the version read (409 otherwise): the auditor
 * who recorded it or an administrator, until its management response is submitted (rules
 * `outsideFindingEditProblem`: its actions then carry its title and rating).
 */
export const updateOutsideFinding = async (
  ctx: Ctx,
  input: TUpdateOutsideFindingRequest,
): Promise<TOutsideFinding> => {
  const { finding: f } = await openOutsideFinding(ctx, input.id, 'manage');
  if (f.version !== input.version) throw stale('finding');
  const response = await responseOf(f.companyId, f.findingId, f.findingId);
  const problem = outsideFindingEditProblem(response?.state ?? null);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  if (input.unitId) await businessUnit(f.companyId, input.unitId, 'unitId');
  const links = await checkRisksAndOwners(ctx, f.companyId, input);
  const now = ctx.now.toISOString();
  const set = {
    source: input.source,
    reference: input.reference,
    unitId: input.unitId ?? '',
    raisedOn: input.raisedOn,
    title: input.title,
    criteria: input.criteria,
    condition: input.condition,
    cause: input.cause,
    effect: input.effect,
    rootCauses: rootCausesOf(input.rootCauses, f.rootCauses),
    rating: input.rating,
    recommendation: input.recommendation,
    ...links,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId: f.companyId,
      entityType: 'audit-outside-finding',
      entityId: f.findingId,
      action: 'update',
      summary: `Finding “${set.title}” (${set.source.toLowerCase()}) changed`,
      before: { title: f.title, rating: f.rating },
      after: { title: set.title, rating: set.rating },
    },
    (tx) => [
      tx.auditOutsideFinding
        .patch({ companyId: f.companyId, findingId: f.findingId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    stale('finding'),
  );
  return toOutsideFinding(ctx, { ...f, ...set, version: f.version + 1 }, true);
};
