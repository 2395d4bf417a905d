import { outsideFindingOrigin, outsideFindingRights, type OutsideFindingRights } from '@stratum/rules';
import type { TOutsideFinding } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { auditTeamRoles, isAuditAdmin } from '../access';
import type { AuditOutsideFindingItem } from '../entities/outside-finding';
import { currentRisks, mrOwnersOf } from '../findings/finding-view';

/** A finding raised outside an engagement, of the caller's company (404 otherwise). */
export const findOutsideFinding = async (companyId: string, findingId: string) => {
  const { data } = await db().entities.auditOutsideFinding.get({ companyId, findingId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such finding in your company');
  return data;
};

/** Whether the caller is an administrator or on the audit team (two reads, side by side). */
export const auditStanding = async (ctx: Ctx) => {
  const [admin, roles] = await Promise.all([
    isAuditAdmin(ctx),
    ctx.employeeId ? auditTeamRoles(ctx, ctx.employeeId) : Promise.resolve([]),
  ]);
  return { admin, onAuditTeam: roles.length > 0 };
};

/** What the caller may do with one outside finding (rules `outsideFindingRights`). */
export const rightsOn = async (ctx: Ctx, f: AuditOutsideFindingItem): Promise<OutsideFindingRights> => {
  const me = ctx.employeeId ?? '';
  return outsideFindingRights({
    ...(await auditStanding(ctx)),
    raiser: Boolean(me) && f.raisedById === me,
    mrOwner: Boolean(me) && f.mrOwnerIds.includes(me),
  });
};

/** The finding, refused (403) unless the caller may `right` it. */
export const openOutsideFinding = async (
  ctx: Ctx,
  findingId: string,
  right: keyof OutsideFindingRights,
): Promise<{ finding: AuditOutsideFindingItem; rights: OutsideFindingRights }> => {
  const f = await findOutsideFinding(ctx.companyId ?? '', findingId);
  const rights = await rightsOn(ctx, f);
  if (!rights[right]) {
    throw new AppError(
      'FORBIDDEN',
      right === 'read'
        ? 'Only the audit team, Audit Management administrators and its MR owners see this finding.'
        : 'Only the auditor who recorded this finding or an Audit Management administrator can do this.',
    );
  }
  return { finding: f, rights };
};

/** What stands in the engagement's title beside its actions and tasks. */
export const originOf = (f: Pick<AuditOutsideFindingItem, 'source' | 'reference'>) =>
  outsideFindingOrigin(f.source, f.reference);

/** The finding as the API shows it: its unit's name, its risks at their current level. */
export const toOutsideFinding = async (
  ctx: Ctx,
  f: AuditOutsideFindingItem,
  mayManage: boolean,
  units?: Map<string, string>,
): Promise<TOutsideFinding> => {
  let unitName = f.unitId ? units?.get(f.unitId) : undefined;
  if (f.unitId && unitName === undefined) {
    const { data } = await db()
      .entities.orgUnit.get({ companyId: f.companyId, unitId: f.unitId })
      .go({ attributes: ['name'] });
    unitName = data?.name ?? '—';
  }
  return {
    id: f.findingId,
    source: f.source,
    reference: f.reference,
    unit: f.unitId ? { id: f.unitId, name: unitName ?? '—' } : null,
    raisedOn: f.raisedOn,
    title: f.title,
    criteria: f.criteria,
    condition: f.condition,
    cause: f.cause,
    effect: f.effect,
    rootCauses: f.rootCauses.map((r) => ({ id: r.id, category: r.category, description: r.description })),
    rating: f.rating,
    recommendation: f.recommendation,
    risks: await currentRisks(ctx, f.risks),
    mrOwners: await mrOwnersOf(f),
    raisedBy: f.raisedByName,
    mayManage,
    version: f.version,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  };
};
