import type { RiskRegister, TAddRegulationRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, isAppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { getRisk } from '../../risk';
import { requireComplianceAdmin } from '../access';
import type { ComplianceRegulationItem } from '../entities/compliance-regulation';
import { checkActiveEmployees, namesOf } from '../people';
import {
  checkNameFree,
  checkVersion,
  findCategory,
  findRegulation,
  loadSetup,
  nameKeyOf,
  nameScope,
  type ComplianceSetup,
} from './setup-store';
import { byName, toRegulation } from './setup-view';

/**
 * Regulations: the obligations register (ISO 37301 4.5). A regulation's category counts it
 * (`regulationCount`), and it counts its activities and universes, each in the transaction that
 * makes the reference, so neither side of a reference can be deleted under the other.
 */
const NOUN = 'regulation';

/** Compliance risks live in the risk register (risk management): linked through its index only. */
const RISK_REGISTER: RiskRegister = 'management';

const linkedRisks = async (ctx: Ctx, ids: readonly string[]) => {
  const titles: string[] = [];
  for (const id of ids) {
    try {
      titles.push((await getRisk(ctx, RISK_REGISTER, { id })).title);
    } catch (e) {
      if (isAppError(e) && e.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', 'riskIds: no such risk in your risk register');
      throw e;
    }
  }
  return titles;
};

const fieldsOf = (input: TAddRegulationRequest) => ({
  name: input.name,
  nameKey: nameKeyOf(input.name),
  source: input.source ?? '',
  reference: input.reference ?? '',
  requirement: input.requirement ?? '',
  categoryId: input.categoryId ?? '',
  ownerId: input.ownerId ?? '',
  applicability: input.applicability ?? '',
  effectiveDate: input.effectiveDate ?? '',
  riskIds: input.riskIds,
});

const audited = (r: ReturnType<typeof fieldsOf> | ComplianceRegulationItem) => ({
  name: r.name,
  source: r.source || null,
  reference: r.reference || null,
  requirement: r.requirement || null,
  categoryId: r.categoryId || null,
  ownerId: r.ownerId || null,
  applicability: r.applicability || null,
  effectiveDate: r.effectiveDate || null,
  riskIds: r.riskIds,
});

const checkRefs = async (ctx: Ctx, s: ComplianceSetup, input: TAddRegulationRequest) => {
  if (input.categoryId) findCategory(s, input.categoryId, 'categoryId');
  if (input.ownerId) await checkActiveEmployees(s.companyId, [input.ownerId], 'ownerId');
  return linkedRisks(ctx, input.riskIds);
};

const view = async (companyId: string, id: string) => {
  const s = await loadSetup(companyId);
  const r = findRegulation(s, id);
  return toRegulation(r, s, await namesOf(companyId, [r.ownerId]));
};

export const listRegulationItems = async (ctx: Ctx) => {
  const s = await loadSetup(tenantOf(ctx));
  const names = await namesOf(
    s.companyId,
    s.regulations.map((r) => r.ownerId),
  );
  return s.regulations.map((r) => toRegulation(r, s, names)).sort(byName);
};

export const addRegulationItem = async (ctx: Ctx, input: TAddRegulationRequest) => {
  const companyId = tenantOf(ctx);
  const s = await loadSetup(companyId);
  // What the input names is looked up first: another company's ids are not found, whoever asks.
  const riskTitles = await checkRefs(ctx, s, input);
  await requireComplianceAdmin(ctx);
  const scope = nameScope('regulation', companyId);
  await checkNameFree(scope, input.name, null, NOUN);
  const id = newId();
  const now = ctx.now.toISOString();
  const fields = fieldsOf(input);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-regulation',
      entityId: id,
      action: 'add',
      summary: `Regulation “${input.name}” added`,
      after: audited(fields),
    },
    (tx) => [
      tx.complianceRegulation
        .create({
          ...fields,
          companyId,
          regulationId: id,
          riskTitles,
          activityCount: 0,
          universeCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      input.categoryId
        ? tx.complianceCategory
            .patch({ companyId, categoryId: input.categoryId })
            .add({ regulationCount: 1 })
            .commit()
        : null,
      tx.unique.create({ scope, value: fields.nameKey, ownerId: id }).commit(),
    ],
    new AppError(
      'CONFLICT',
      `name: a regulation named “${input.name}” was added a moment ago, or its category was deleted.`,
    ),
  );
  return view(companyId, id);
};

export const updateRegulationItem = async (
  ctx: Ctx,
  input: TAddRegulationRequest & { id: string; version: number },
) => {
  const companyId = tenantOf(ctx);
  const s = await loadSetup(companyId);
  const before = findRegulation(s, input.id);
  const riskTitles = await checkRefs(ctx, s, input);
  await requireComplianceAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  const scope = nameScope('regulation', companyId);
  const fields = fieldsOf(input);
  const renamed = fields.nameKey !== before.nameKey;
  if (renamed) await checkNameFree(scope, input.name, input.id, NOUN);
  const moved = (before.categoryId || '') !== fields.categoryId;
  const diff = changes(audited(before), audited(fields));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-regulation',
      entityId: input.id,
      action: 'update',
      summary: `Regulation “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      tx.complianceRegulation
        .patch({ companyId, regulationId: input.id })
        .set({ ...fields, riskTitles, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      moved && before.categoryId
        ? tx.complianceCategory
            .patch({ companyId, categoryId: before.categoryId })
            .subtract({ regulationCount: 1 })
            .commit()
        : null,
      moved && fields.categoryId
        ? tx.complianceCategory
            .patch({ companyId, categoryId: fields.categoryId })
            .add({ regulationCount: 1 })
            .commit()
        : null,
      renamed && [
        tx.unique.delete({ scope, value: before.nameKey }).commit(),
        tx.unique.create({ scope, value: fields.nameKey, ownerId: input.id }).commit(),
      ],
    ],
    new AppError(
      'CONFLICT',
      'This regulation was changed by someone else since you opened it, or its name or category changed a moment ago. Reload it and try again.',
    ),
  );
  return view(companyId, input.id);
};

export const deleteRegulationItem = async (ctx: Ctx, input: { id: string; version: number }) => {
  const companyId = tenantOf(ctx);
  const s = await loadSetup(companyId);
  const before = findRegulation(s, input.id);
  await requireComplianceAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  const refuse = (r: ComplianceRegulationItem) => {
    if (r.activityCount > 0)
      return new AppError(
        'CONFLICT',
        `“${r.name}” has ${r.activityCount} activit${r.activityCount === 1 ? 'y' : 'ies'}: delete them first.`,
      );
    if (r.universeCount > 0)
      return new AppError(
        'CONFLICT',
        `“${r.name}” is in ${r.universeCount} universe${r.universeCount === 1 ? '' : 's'}: take it out first.`,
      );
    return null;
  };
  const refusal = refuse(before);
  if (refusal) throw refusal;
  const shown = toRegulation(before, s, await namesOf(companyId, [before.ownerId]));
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'compliance-regulation',
        entityId: input.id,
        action: 'delete',
        summary: `Regulation “${before.name}” deleted`,
        before: audited(before),
      },
      (tx) => [
        tx.complianceRegulation
          .delete({ companyId, regulationId: input.id })
          .where(
            (a, op) =>
              `${op.eq(a.version, input.version)} AND ${op.eq(a.activityCount, 0)} AND ${op.eq(a.universeCount, 0)}`,
          )
          .commit(),
        before.categoryId
          ? tx.complianceCategory
              .patch({ companyId, categoryId: before.categoryId })
              .subtract({ regulationCount: 1 })
              .commit()
          : null,
        tx.unique.delete({ scope: nameScope('regulation', companyId), value: before.nameKey }).commit(),
      ],
    );
  } catch (e) {
    if (isAppError(e) && e.code === 'CONFLICT') {
      const now = findRegulation(await loadSetup(companyId), input.id);
      checkVersion(now, input.version, NOUN);
      const again = refuse(now);
      if (again) throw again;
    }
    throw e;
  }
  return shown;
};
