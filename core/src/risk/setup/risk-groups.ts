import type { TRiskCategory, TRiskTeam } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireRiskAdmin } from '../access';
import type { RiskCategoryItem } from '../entities/risk-category';
import type { RiskTeamItem } from '../entities/risk-team';
import { activeEmployee, namesOfEmployees } from '../../organisation';
import { NAME_SCOPE, nameKeyOf } from './names';
import {
  checkNameFree,
  checkVersion,
  findCategory,
  findTeam,
  loadSetup,
  setupOf,
  type RiskSetup,
} from './setup-store';
import { byName, toCategory, toTeam } from './setup-view';

/**
 * Risk categories and risk teams: named groups of a company's risks, alike in everything but the
 * team's leader. Names are claimed in the company; `riskCount` (kept by the risks' writes) makes
 * the delete of a group that still has risks impossible, even a moment after one was added.
 */
type Kind = 'category' | 'team';

interface GroupFields {
  name: string;
  description: string | null;
  leaderId?: string | null | undefined;
}

const NOUN: Record<Kind, string> = { category: 'risk category', team: 'risk team' };

const ENTITY_TYPE: Record<Kind, string> = { category: 'risk-category', team: 'risk-team' };

const TITLE: Record<Kind, string> = { category: 'Risk category', team: 'Risk team' };

type GroupItem = RiskCategoryItem | RiskTeamItem;

const idOf = (kind: Kind, g: GroupItem): string =>
  kind === 'category' ? (g as RiskCategoryItem).categoryId : (g as RiskTeamItem).teamId;

const find = (kind: Kind, setup: RiskSetup, id: string): GroupItem =>
  kind === 'category' ? findCategory(setup, id) : findTeam(setup, id);

const audited = (g: { name: string; description?: string | undefined; leaderId?: string | undefined }) => ({
  name: g.name,
  description: g.description || null,
  ...(g.leaderId !== undefined ? { leaderId: g.leaderId || null } : {}),
});

/** A team's leader must be an Active employee of the company. */
const checkLeader = async (companyId: string, leaderId: string | null | undefined) => {
  if (leaderId) await activeEmployee(companyId, leaderId, 'leaderId');
};

const teamView = async (t: RiskTeamItem) => toTeam(t, await namesOfEmployees(t.companyId, [t.leaderId]));

const viewOf = async (kind: Kind, companyId: string, id: string): Promise<TRiskCategory | TRiskTeam> => {
  const g = find(kind, await loadSetup(companyId), id);
  return kind === 'category' ? toCategory(g as RiskCategoryItem) : teamView(g as RiskTeamItem);
};

export const listGroups = async (ctx: Ctx, kind: Kind) => {
  const setup = await setupOf(ctx, { provision: true });
  if (kind === 'category') return setup.categories.map(toCategory).sort(byName);
  const names = await namesOfEmployees(
    setup.companyId,
    setup.teams.map((t) => t.leaderId),
  );
  return setup.teams.map((t) => toTeam(t, names)).sort(byName);
};

export const addGroup = async (ctx: Ctx, kind: Kind, input: GroupFields) => {
  const companyId = tenantOf(ctx);
  await checkLeader(companyId, input.leaderId);
  await requireRiskAdmin(ctx);
  const scope = NAME_SCOPE[kind](companyId);
  await checkNameFree(scope, input.name, null, NOUN[kind]);
  // Decided: a first use writes the defaults now (docs/risk.md).
  await setupOf(ctx, { provision: true });
  const id = newId();
  const now = ctx.now.toISOString();
  const common = {
    companyId,
    name: input.name,
    nameKey: nameKeyOf(input.name),
    description: input.description ?? '',
    riskCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const team = { ...common, teamId: id, ...(input.leaderId ? { leaderId: input.leaderId } : {}) };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: ENTITY_TYPE[kind],
      entityId: id,
      action: 'add',
      summary: `${TITLE[kind]} “${common.name}” added`,
      after: audited(kind === 'team' ? team : common),
    },
    ({ riskCategory, riskTeam, unique }) => [
      kind === 'category'
        ? riskCategory.create({ ...common, categoryId: id }).commit()
        : riskTeam.create(team).commit(),
      unique.create({ scope, value: common.nameKey, ownerId: id }).commit(),
    ],
    new AppError('CONFLICT', `name: a ${NOUN[kind]} named “${common.name}” was added a moment ago.`),
  );
  return viewOf(kind, companyId, id);
};

export const updateGroup = async (
  ctx: Ctx,
  kind: Kind,
  input: GroupFields & { id: string; version: number },
) => {
  const companyId = tenantOf(ctx);
  const before = find(kind, await loadSetup(companyId), input.id);
  await checkLeader(companyId, input.leaderId);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN[kind]);
  const id = idOf(kind, before);
  const scope = NAME_SCOPE[kind](companyId);
  const nameKey = nameKeyOf(input.name);
  const renamed = nameKey !== before.nameKey;
  if (renamed) await checkNameFree(scope, input.name, id, NOUN[kind]);
  const set = {
    name: input.name,
    nameKey,
    description: input.description ?? '',
    updatedAt: ctx.now.toISOString(),
  };
  const leader = kind === 'team' ? { leaderId: input.leaderId ?? '' } : {};
  const diff = changes(audited(before), audited({ ...set, ...leader }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: ENTITY_TYPE[kind],
      entityId: id,
      action: 'update',
      summary: `${TITLE[kind]} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ riskCategory, riskTeam, unique }) => [
      kind === 'category'
        ? riskCategory
            .patch({ companyId, categoryId: id })
            .set(set)
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit()
        : riskTeam
            .patch({ companyId, teamId: id })
            .set({ ...set, ...leader })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit(),
      renamed && [
        unique.delete({ scope, value: before.nameKey }).commit(),
        unique.create({ scope, value: nameKey, ownerId: id }).commit(),
      ],
    ],
    new AppError(
      'CONFLICT',
      `This ${NOUN[kind]} was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.`,
    ),
  );
  return viewOf(kind, companyId, id);
};

export const deleteGroup = async (ctx: Ctx, kind: Kind, input: { id: string; version: number }) => {
  const companyId = tenantOf(ctx);
  const before = find(kind, await loadSetup(companyId), input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN[kind]);
  const refuse = (n: number) =>
    new AppError(
      'CONFLICT',
      `“${before.name}” has ${n} risk${n === 1 ? '' : 's'}: move ${n === 1 ? 'it' : 'them'} to another ${kind} first.`,
    );
  if (before.riskCount > 0) throw refuse(before.riskCount);
  const id = idOf(kind, before);
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: ENTITY_TYPE[kind],
        entityId: id,
        action: 'delete',
        summary: `${TITLE[kind]} “${before.name}” deleted`,
        before: audited(before),
      },
      ({ riskCategory, riskTeam, unique }) => [
        kind === 'category'
          ? riskCategory
              .delete({ companyId, categoryId: id })
              .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.riskCount, 0)}`)
              .commit()
          : riskTeam
              .delete({ companyId, teamId: id })
              .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.riskCount, 0)}`)
              .commit(),
        unique.delete({ scope: NAME_SCOPE[kind](companyId), value: before.nameKey }).commit(),
      ],
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const now = find(kind, await loadSetup(companyId), input.id);
      checkVersion(now, input.version, NOUN[kind]);
      if (now.riskCount > 0) throw refuse(now.riskCount);
    }
    throw e;
  }
  return kind === 'category' ? toCategory(before as RiskCategoryItem) : teamView(before as RiskTeamItem);
};
