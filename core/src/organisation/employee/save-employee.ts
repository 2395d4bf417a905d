import type { HeadFlag } from '@stratum/contracts';
import { db } from '../../db';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError, isAppError } from '../../kernel/errors';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { forgetCallers, syncIdentityEnabled, type AccountItem } from '../../platform';
import type { EmployeeItem } from '../entities/employee';
import type { OrgUnitItem } from '../entities/org-unit';
import { employeeEmailScope, employeeNumberScope, numberKey } from './claims';
import { derivedNameFields, fullNameOf, placementFields } from './derive';
import { anotherActiveAdmin, isActiveAdmin } from './employee-store';
import { employeesByIds } from './employee-view';
import { assertHeadFlags, NO_HEAD_FLAGS, unitEffects, walkChain, type ChainLink } from './rules';

/** One write of an employee record: what it was (none for an add) and what it becomes. */
export interface EmployeeChange {
  companyId: string;
  before: EmployeeItem | null;
  after: EmployeeItem;
  /** the company's units (loadUnits) */
  units: ReadonlyMap<string, OrgUnitItem>;
  /** the employee's account, if they have one */
  account: AccountItem | null;
  /** the audit action */
  action: string;
}

/** A change that passed the rules, with what its transaction must still find unchanged. */
export interface CheckedChange extends EmployeeChange {
  /** the people above a new supervisor, at the versions read: a chain changed meanwhile fails */
  chain: ChainLink[];
  /** when the change takes an administrator away: another one who must stay one */
  otherAdmin: string | null;
}

/** How many links of a supervisor chain the transaction re-checks (a transaction holds 100 items). */
const CHAIN_CHECKS = 50;

/** The caller's employee fields of an add or update. */
export interface EmployeeFields {
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber?: string | null | undefined;
  jobTitle?: string | null | undefined;
  unitId?: string | null | undefined;
  supervisorId?: string | null | undefined;
  businessUnitHead: 'Yes' | 'No';
  departmentHead: 'Yes' | 'No';
  divisionHead: 'Yes' | 'No';
  sectionHead: 'Yes' | 'No';
  subSectionHead: 'Yes' | 'No';
  subSubSectionHead: 'Yes' | 'No';
}

/**
 * The record an add or update stores. The placement's ids come from the chosen unit (one of another
 * company, or none at all, is 404); an unchanged placement in a unit deleted since is kept as it
 * was. An inactive employee heads nothing, so their flags are stored cleared.
 */
export const recordOf = (
  base: Pick<EmployeeItem, 'companyId' | 'employeeId' | 'createdAt' | 'version' | 'source'> &
    Partial<Pick<EmployeeItem, 'userId' | 'importId'>>,
  fields: EmployeeFields,
  status: 'Active' | 'Inactive',
  units: ReadonlyMap<string, OrgUnitItem>,
  now: Date,
  before: EmployeeItem | null = null,
): EmployeeItem => {
  const unit = fields.unitId ? units.get(fields.unitId) : null;
  if (fields.unitId && !unit && fields.unitId !== before?.unitId) {
    throw new AppError('NOT_FOUND', 'unitId: no such unit in your company');
  }
  const placement = unit || !fields.unitId || !before ? placementFields(unit ?? null) : pickPlacement(before);
  const flags: Record<HeadFlag, 'Yes' | 'No'> =
    status === 'Active'
      ? {
          businessUnitHead: fields.businessUnitHead,
          departmentHead: fields.departmentHead,
          divisionHead: fields.divisionHead,
          sectionHead: fields.sectionHead,
          subSectionHead: fields.subSectionHead,
          subSubSectionHead: fields.subSubSectionHead,
        }
      : NO_HEAD_FLAGS;
  return {
    ...base,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    employeeNumber: fields.employeeNumber ?? undefined,
    jobTitle: fields.jobTitle ?? undefined,
    ...derivedNameFields(fields),
    ...placement,
    supervisorId: fields.supervisorId ?? undefined,
    // Kept as they were; checkChange settles them against the supervisor and account it reads.
    supervisorName: fields.supervisorId ? before?.supervisorName : undefined,
    access: before ? before.access : 'None',
    companyRole: before?.companyRole,
    status,
    ...flags,
    updatedAt: now.toISOString(),
  };
};

const pickPlacement = (e: EmployeeItem) => ({
  unitId: e.unitId,
  businessUnitId: e.businessUnitId,
  departmentId: e.departmentId,
  divisionId: e.divisionId,
  sectionId: e.sectionId,
  subSectionId: e.subSectionId,
  subSubSectionId: e.subSubSectionId,
  placementPath: e.placementPath,
});

const employeeOf = async (companyId: string, employeeId: string): Promise<EmployeeItem | null> =>
  (await db().entities.employee.get({ companyId, employeeId }).go()).data ?? null;

const claimOwner = async (scope: string, value: string): Promise<string | null> =>
  (await db().entities.unique.get({ scope, value }).go()).data?.ownerId ?? null;

const ownerName = async (companyId: string, ownerId: string): Promise<string> => {
  const [owner] = await employeesByIds(companyId, [ownerId]);
  return owner ? fullNameOf(owner) : 'another employee';
};

/**
 * The rules of an employee write, checked against what is stored now: unique email and number,
 * an active unit to be placed in, one head per unit, a supervisor who is an active colleague and
 * not someone who reports to them, and an administrator left to run the company.
 */
export const checkChange = async (ctx: Ctx, c: EmployeeChange): Promise<CheckedChange> => {
  const { companyId, before, after, units, account } = c;
  const me = after.employeeId;
  const name = fullNameOf(after);
  const wasActive = before?.status === 'Active';
  const isActive = after.status === 'Active';
  const reactivated = isActive && !wasActive;

  if (before && account && before.email !== after.email) {
    throw new AppError(
      'CONFLICT',
      `email: ${fullNameOf(before)} signs in to Stratum with ${before.email}, so their email cannot be changed.`,
    );
  }
  if (wasActive && !isActive && me === ctx.employeeId) {
    throw new AppError('CONFLICT', 'You cannot deactivate yourself: ask another administrator to do it.');
  }

  if (after.unitId && (after.unitId !== before?.unitId || reactivated)) {
    const unit = units.get(after.unitId);
    if (!unit) throw new AppError('NOT_FOUND', 'unitId: no such unit in your company');
    if (isActive && unit.status !== 'Active') {
      throw new AppError('CONFLICT', `unitId: “${unit.name}” is inactive and takes no new people.`);
    }
  }

  assertHeadFlags(after);
  for (const [unitId, effect] of unitEffects(before, after)) {
    const unit = units.get(unitId);
    if (effect.head === 'take' && unit?.headId && unit.headId !== me) {
      throw new AppError(
        'CONFLICT',
        `${effect.flag}: “${unit.name}” already has a head: ${await ownerName(companyId, unit.headId)}.`,
      );
    }
  }

  let chain: ChainLink[] = [];
  let supervisorName = after.supervisorName;
  if (after.supervisorId && (after.supervisorId !== before?.supervisorId || reactivated)) {
    if (after.supervisorId === me) {
      throw new AppError('UNPROCESSABLE', 'supervisorId: an employee cannot be their own supervisor.');
    }
    const supervisor = await employeeOf(companyId, after.supervisorId);
    if (!supervisor) throw new AppError('NOT_FOUND', 'supervisorId: no such employee in your company');
    if (supervisor.status !== 'Active') {
      throw new AppError('UNPROCESSABLE', `supervisorId: ${fullNameOf(supervisor)} is inactive.`);
    }
    supervisorName = fullNameOf(supervisor);
    if (before) {
      const walk = await walkChain(me, supervisor.employeeId, (id) =>
        id === supervisor.employeeId ? Promise.resolve(supervisor) : employeeOf(companyId, id),
      );
      if (walk.cycle) {
        const them = fullNameOf(supervisor);
        throw new AppError(
          'UNPROCESSABLE',
          `supervisorId: ${them} reports to ${name} (directly or through others), so ${them} cannot be ${name}’s supervisor.`,
        );
      }
      chain = walk.chain;
    }
  } else if (after.supervisorId && supervisorName === undefined) {
    // a record stored before the name was kept on it
    const supervisor = await employeeOf(companyId, after.supervisorId);
    supervisorName = supervisor ? fullNameOf(supervisor) : undefined;
  }

  if (!before || before.email !== after.email) {
    const owner = await claimOwner(employeeEmailScope(companyId), after.email);
    if (owner && owner !== me) {
      throw new AppError('CONFLICT', `email: ${await ownerName(companyId, owner)} already has this email.`);
    }
  }
  const number = after.employeeNumber ? numberKey(after.employeeNumber) : null;
  if (number && number !== (before?.employeeNumber ? numberKey(before.employeeNumber) : null)) {
    const owner = await claimOwner(employeeNumberScope(companyId), number);
    if (owner && owner !== me) {
      throw new AppError(
        'CONFLICT',
        `employeeNumber: ${await ownerName(companyId, owner)} already has employee number ${after.employeeNumber}.`,
      );
    }
  }

  let otherAdmin: string | null = null;
  if (wasActive && !isActive && account && isActiveAdmin(account)) {
    otherAdmin = await anotherActiveAdmin(companyId, account.userId);
    if (!otherAdmin) {
      throw new AppError(
        'CONFLICT',
        `${name} is the company’s last active administrator: make someone else an administrator first.`,
      );
    }
  }
  // The account as read for this change; a change to it meanwhile also changes this record's
  // version (every account change does), so the write below would fail rather than undo it.
  const access = account ? (wasActive && !isActive ? 'Disabled' : account.status) : 'None';
  return {
    ...c,
    after: { ...after, supervisorName, access, companyRole: account?.companyRole },
    chain,
    otherAdmin,
  };
};

/** What the trail shows of an employee: their fields, not the index keys derived from them. */
const audited = (e: EmployeeItem): Record<string, unknown> => {
  const { sortName: _s, searchText: _t, placementPath: _p, access: _a, companyRole: _r, ...rest } = e;
  return rest;
};

/** The claims an employee holds: their email, and their number where they have one. */
const claimsOf = (companyId: string, e: EmployeeItem | null): Array<{ scope: string; value: string }> =>
  e
    ? [
        { scope: employeeEmailScope(companyId), value: e.email },
        ...(e.employeeNumber
          ? [{ scope: employeeNumberScope(companyId), value: numberKey(e.employeeNumber) }]
          : []),
      ]
    : [];

/** The transaction items of a checked change: the record, claims, units, counts, account. */
const writeItems = (tx: TxEntities, ctx: Ctx, c: CheckedChange): TxItem[] => {
  const { companyId, before, after, units, account } = c;
  const me = after.employeeId;
  const wasActive = before?.status === 'Active';
  const isActive = after.status === 'Active';
  const now = ctx.now.toISOString();
  const items: TxItem[] = [];

  items.push(
    before
      ? tx.employee
          .put(after)
          .where((a, op) => op.eq(a.version, before.version))
          .commit()
      : tx.employee.create(after).commit(),
  );

  const held = claimsOf(companyId, before);
  const wanted = claimsOf(companyId, after);
  const same = (x: { scope: string; value: string }) => (y: { scope: string; value: string }) =>
    x.scope === y.scope && x.value === y.value;
  for (const claim of held) if (!wanted.some(same(claim))) items.push(tx.unique.delete(claim).commit());
  for (const claim of wanted) {
    if (!held.some(same(claim))) items.push(tx.unique.create({ ...claim, ownerId: me }).commit());
  }

  for (const [unitId, effect] of unitEffects(before, after)) {
    const unit = units.get(unitId);
    // A unit someone else heads by now keeps its head; one that is gone has nothing to give back.
    const release = effect.head === 'release' && unit?.headId === me;
    const take = effect.head === 'take';
    if (!unit || (effect.members === 0 && !take && !release)) continue;
    // Adding 0 keeps one chain type for every case.
    const counted = tx.orgUnit.patch({ companyId, unitId }).add({ memberCount: effect.members });
    const headed = take ? counted.set({ headId: me }) : release ? counted.remove(['headId']) : counted;
    items.push(
      headed
        .where((a, op) =>
          [
            effect.members > 0 ? op.eq(a.status, 'Active') : '',
            take ? `(${op.notExists(a.headId)} OR ${op.eq(a.headId, me)})` : '',
            release ? op.eq(a.headId, me) : '',
          ]
            .filter(Boolean)
            .join(' AND '),
        )
        .commit(),
    );
  }

  const added = before ? 0 : 1;
  const activated = (isActive ? 1 : 0) - (wasActive ? 1 : 0);
  // A rename raises the names version: readers that remembered names (employee-names.ts) read again.
  const renamed = before && fullNameOf(before) !== fullNameOf(after) ? 1 : 0;
  if (added || activated || renamed) {
    items.push(
      tx.orgStats
        .update({ companyId })
        .add({ employees: added, activeEmployees: activated, namesVersion: renamed })
        .commit(),
    );
  }

  if (account) {
    const set: Partial<Pick<AccountItem, 'firstName' | 'lastName' | 'status'>> = {};
    if (account.firstName !== after.firstName || account.lastName !== after.lastName) {
      Object.assign(set, { firstName: after.firstName, lastName: after.lastName });
    }
    if (wasActive && !isActive && account.status !== 'Disabled') set.status = 'Disabled';
    if (Object.keys(set).length > 0) {
      items.push(accountChange(tx, account, set, now));
    }
  }
  if (c.otherAdmin) items.push(stillAdmin(tx, companyId, c.otherAdmin));
  for (const link of c.chain.slice(0, CHAIN_CHECKS)) {
    items.push(
      tx.employee
        .check({ companyId, employeeId: link.employeeId })
        .where((a, op) => op.eq(a.version, link.version))
        .commit(),
    );
  }

  return items;
};

/**
 * The transaction item that changes an account, conditional on the version it was read at (an
 * account changed meanwhile — signed up, revoked, promoted — refuses the whole change).
 */
export const accountChange = (
  tx: TxEntities,
  account: Pick<AccountItem, 'tenantId' | 'userId' | 'version'>,
  set: Partial<Pick<AccountItem, 'status' | 'companyRole' | 'firstName' | 'lastName'>>,
  now: string,
) =>
  tx.account
    .patch({ tenantId: account.tenantId, userId: account.userId })
    .set({ ...set, updatedAt: now })
    .add({ version: 1 })
    .where((a, op) => op.eq(a.version, account.version))
    .commit();

/**
 * The transaction item that keeps an employee record's copy of their account's state and role in
 * step with an account change. It raises the record's version, so an edit of the record read
 * before the change fails instead of writing the old state back.
 */
export const employeeAccessChange = (
  tx: TxEntities,
  e: Pick<EmployeeItem, 'companyId' | 'employeeId'>,
  set: Partial<Pick<EmployeeItem, 'access' | 'companyRole' | 'userId'>>,
  now: string,
) =>
  tx.employee
    .patch({ companyId: e.companyId, employeeId: e.employeeId })
    .set({ ...set, updatedAt: now })
    .add({ version: 1 })
    .commit();

/** The transaction item that fails unless `userId` is still an active administrator. */
export const stillAdmin = (tx: TxEntities, companyId: string, userId: string) =>
  tx.account
    .check({ tenantId: companyId, userId })
    .where((a, op) => `${op.eq(a.companyRole, 'administrator')} AND ${op.eq(a.status, 'Active')}`)
    .commit();

/**
 * Writes a checked change in one transaction with its audit entry (and `extra` items, such as a new
 * account). If something it relied on changed meanwhile, `recheck` runs the rules again on what is
 * stored now, so the refusal says why; otherwise the generic conflict stands. A deactivation then
 * switches the sign-in off and makes the gate forget the caller.
 */
export const commitChange = async (
  ctx: Ctx,
  c: CheckedChange,
  opts: {
    summary: string;
    recheck: () => Promise<unknown>;
    extra?: (tx: TxEntities) => TxItem[];
  },
): Promise<EmployeeItem> => {
  try {
    const { companyId, before, after } = c;
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'employee',
        entityId: after.employeeId,
        action: c.action,
        summary: opts.summary,
        ...(before ? changes(audited(before), audited(after)) : { after: audited(after) }),
      },
      (tx) => [writeItems(tx, ctx, c), opts.extra?.(tx)],
      new AppError(
        'CONFLICT',
        'This employee, their unit or their supervisor was changed by someone else a moment ago. Reload and try again.',
      ),
    );
  } catch (e) {
    if (isAppError(e) && e.code === 'CONFLICT') await opts.recheck();
    throw e;
  }
  const deactivated = c.before?.status === 'Active' && c.after.status === 'Inactive';
  if (deactivated && c.account) {
    if (c.account.status !== 'Disabled') await syncIdentityEnabled(c.account.email);
    forgetCallers();
  }
  return c.after;
};
