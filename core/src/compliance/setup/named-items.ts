import type { ComplianceTeamKind } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { requireComplianceAdmin } from '../access';
import type { ComplianceCategoryItem } from '../entities/compliance-category';
import type { ComplianceTeamItem } from '../entities/compliance-team';
import type { ComplianceUniverseItem } from '../entities/compliance-universe';
import { checkActiveEmployees, namesOf } from '../people';
import {
  checkNameFree,
  checkVersion,
  findCategory,
  findRegulation,
  findTeam,
  findUniverse,
  loadSetup,
  nameKeyOf,
  nameScope,
  TEAM_NOUN,
  type ComplianceSetup,
} from './setup-store';
import { byName, toCategory, toTeam, toUniverse } from './setup-view';

/**
 * The named set-up items — categories, complying teams, compliance teams, universes — alike but
 * for what each holds (a team its members, a universe its regulations). Names are claimed in the
 * company. What refers to an item is counted on it in the same transaction as the reference
 * (a category's regulations, a team's activities, a regulation's universes), so a delete is
 * conditional on the count being 0 and no race leaves a dangling reference.
 */
export type NamedKind = 'category' | ComplianceTeamKind | 'universe';

export interface NamedFields {
  name: string;
  description: string | null;
  memberIds?: string[];
  regulationIds?: string[];
}

type NamedItem = ComplianceCategoryItem | ComplianceTeamItem | ComplianceUniverseItem;

const NOUN: Record<NamedKind, string> = {
  category: 'compliance category',
  universe: 'universe',
  ...TEAM_NOUN,
};

const isTeam = (kind: NamedKind): kind is ComplianceTeamKind => kind === 'complying' || kind === 'compliance';

const find = (kind: NamedKind, s: ComplianceSetup, id: string): NamedItem =>
  kind === 'category'
    ? findCategory(s, id)
    : kind === 'universe'
      ? findUniverse(s, id)
      : findTeam(s, kind, id);

const idOf = (item: NamedItem): string =>
  'categoryId' in item ? item.categoryId : 'universeId' in item ? item.universeId : item.teamId;

const audited = (x: {
  name: string;
  description?: string | null | undefined;
  memberIds?: string[];
  regulationIds?: string[];
}) => ({
  name: x.name,
  description: x.description || null,
  ...(x.memberIds ? { memberIds: x.memberIds } : {}),
  ...(x.regulationIds ? { regulationIds: x.regulationIds } : {}),
});

const viewOf = async (kind: NamedKind, item: NamedItem) => {
  if (kind === 'category') return toCategory(item as ComplianceCategoryItem);
  if (kind === 'universe') return toUniverse(item as ComplianceUniverseItem);
  const team = item as ComplianceTeamItem;
  return toTeam(team, await namesOf(team.companyId, team.memberIds));
};

const reload = async (kind: NamedKind, companyId: string, id: string) =>
  viewOf(kind, find(kind, await loadSetup(companyId), id));

/** A universe's regulations must be the company's; each counts the universes it is in. */
const universeCounts = (
  tx: TxEntities,
  companyId: string,
  add: readonly string[],
  remove: readonly string[],
): TxItem[] => [
  ...add.map((regulationId) =>
    tx.complianceRegulation.patch({ companyId, regulationId }).add({ universeCount: 1 }).commit(),
  ),
  ...remove.map((regulationId) =>
    tx.complianceRegulation.patch({ companyId, regulationId }).subtract({ universeCount: 1 }).commit(),
  ),
];

const checkRefs = async (kind: NamedKind, s: ComplianceSetup, input: NamedFields) => {
  if (isTeam(kind)) await checkActiveEmployees(s.companyId, input.memberIds ?? [], 'memberIds');
  if (kind === 'universe') for (const id of input.regulationIds ?? []) findRegulation(s, id, 'regulationIds');
};

export const listNamed = async (ctx: Ctx, kind: NamedKind) => {
  const s = await loadSetup(tenantOf(ctx));
  if (kind === 'category') return s.categories.map(toCategory).sort(byName);
  if (kind === 'universe') return s.universes.map(toUniverse).sort(byName);
  const teams = s.teams.filter((t) => t.kind === kind);
  const names = await namesOf(
    s.companyId,
    teams.flatMap((t) => t.memberIds),
  );
  return teams.map((t) => toTeam(t, names)).sort(byName);
};

export const addNamed = async (ctx: Ctx, kind: NamedKind, input: NamedFields) => {
  const companyId = tenantOf(ctx);
  const s = await loadSetup(companyId);
  // What the input names is looked up first: another company's ids are not found, whoever asks.
  await checkRefs(kind, s, input);
  await requireComplianceAdmin(ctx);
  const scope = nameScope(kind, companyId);
  await checkNameFree(scope, input.name, null, NOUN[kind]);
  const id = newId();
  const now = ctx.now.toISOString();
  const common = {
    companyId,
    name: input.name,
    nameKey: nameKeyOf(input.name),
    description: input.description ?? '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `compliance-${kind}`,
      entityId: id,
      action: 'add',
      summary: `${NOUN[kind]} “${input.name}” added`,
      after: audited(input),
    },
    (tx) => [
      kind === 'category'
        ? tx.complianceCategory.create({ ...common, categoryId: id, regulationCount: 0 }).commit()
        : kind === 'universe'
          ? tx.complianceUniverse
              .create({ ...common, universeId: id, regulationIds: input.regulationIds ?? [] })
              .commit()
          : tx.complianceTeam
              .create({ ...common, kind, teamId: id, memberIds: input.memberIds ?? [], activityCount: 0 })
              .commit(),
      kind === 'universe' && universeCounts(tx, companyId, input.regulationIds ?? [], []),
      tx.unique.create({ scope, value: common.nameKey, ownerId: id }).commit(),
    ],
    new AppError(
      'CONFLICT',
      `name: a ${NOUN[kind]} named “${input.name}” was added a moment ago, or a regulation it names was deleted.`,
    ),
  );
  return reload(kind, companyId, id);
};

export const updateNamed = async (
  ctx: Ctx,
  kind: NamedKind,
  input: NamedFields & { id: string; version: number },
) => {
  const companyId = tenantOf(ctx);
  const s = await loadSetup(companyId);
  const before = find(kind, s, input.id);
  await checkRefs(kind, s, input);
  await requireComplianceAdmin(ctx);
  checkVersion(before, input.version, NOUN[kind]);
  const id = idOf(before);
  const scope = nameScope(kind, companyId);
  const nameKey = nameKeyOf(input.name);
  const renamed = nameKey !== before.nameKey;
  if (renamed) await checkNameFree(scope, input.name, id, NOUN[kind]);
  const set = {
    name: input.name,
    nameKey,
    description: input.description ?? '',
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before as NamedFields), audited(input));
  const oldRegs = kind === 'universe' ? (before as ComplianceUniverseItem).regulationIds : [];
  const newRegs = input.regulationIds ?? [];
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `compliance-${kind}`,
      entityId: id,
      action: 'update',
      summary: `${NOUN[kind]} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      kind === 'category'
        ? tx.complianceCategory
            .patch({ companyId, categoryId: id })
            .set(set)
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit()
        : kind === 'universe'
          ? tx.complianceUniverse
              .patch({ companyId, universeId: id })
              .set({ ...set, regulationIds: newRegs })
              .add({ version: 1 })
              .where((a, op) => op.eq(a.version, input.version))
              .commit()
          : tx.complianceTeam
              .patch({ companyId, kind, teamId: id })
              .set({ ...set, memberIds: input.memberIds ?? [] })
              .add({ version: 1 })
              .where((a, op) => op.eq(a.version, input.version))
              .commit(),
      kind === 'universe' &&
        universeCounts(
          tx,
          companyId,
          newRegs.filter((r) => !oldRegs.includes(r)),
          oldRegs.filter((r) => !newRegs.includes(r)),
        ),
      renamed && [
        tx.unique.delete({ scope, value: before.nameKey }).commit(),
        tx.unique.create({ scope, value: nameKey, ownerId: id }).commit(),
      ],
    ],
    new AppError(
      'CONFLICT',
      `This ${NOUN[kind]} was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.`,
    ),
  );
  return reload(kind, companyId, id);
};

const usesOf = (item: NamedItem): { count: number; what: string } =>
  'categoryId' in item
    ? { count: item.regulationCount, what: 'regulation' }
    : 'teamId' in item
      ? { count: item.activityCount, what: 'activit' }
      : { count: 0, what: '' };

const refuseInUse = (name: string, uses: { count: number; what: string }) => {
  const n = uses.count;
  const noun =
    uses.what === 'activit' ? (n === 1 ? 'activity' : 'activities') : `${uses.what}${n === 1 ? '' : 's'}`;
  return new AppError(
    'CONFLICT',
    `“${name}” is used by ${n} ${noun}: change ${n === 1 ? 'it' : 'them'} first.`,
  );
};

export const deleteNamed = async (ctx: Ctx, kind: NamedKind, input: { id: string; version: number }) => {
  const companyId = tenantOf(ctx);
  const before = find(kind, await loadSetup(companyId), input.id);
  await requireComplianceAdmin(ctx);
  checkVersion(before, input.version, NOUN[kind]);
  const uses = usesOf(before);
  if (uses.count > 0) throw refuseInUse(before.name, uses);
  const id = idOf(before);
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: `compliance-${kind}`,
        entityId: id,
        action: 'delete',
        summary: `${NOUN[kind]} “${before.name}” deleted`,
        before: audited(before as NamedFields),
      },
      (tx) => [
        kind === 'category'
          ? tx.complianceCategory
              .delete({ companyId, categoryId: id })
              .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.regulationCount, 0)}`)
              .commit()
          : kind === 'universe'
            ? tx.complianceUniverse
                .delete({ companyId, universeId: id })
                .where((a, op) => op.eq(a.version, input.version))
                .commit()
            : tx.complianceTeam
                .delete({ companyId, kind, teamId: id })
                .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.activityCount, 0)}`)
                .commit(),
        kind === 'universe' &&
          universeCounts(tx, companyId, [], (before as ComplianceUniverseItem).regulationIds),
        tx.unique.delete({ scope: nameScope(kind, companyId), value: before.nameKey }).commit(),
      ],
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const now = find(kind, await loadSetup(companyId), input.id);
      checkVersion(now, input.version, NOUN[kind]);
      const nowUses = usesOf(now);
      if (nowUses.count > 0) throw refuseInUse(now.name, nowUses);
    }
    throw e;
  }
  return viewOf(kind, before);
};
