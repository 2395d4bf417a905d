import type { Ctx } from '../../../kernel/ctx';
import { newId } from '../../../kernel/ids';
import type { EmployeeItem } from '../../entities/employee';
import type { OrgUnitItem } from '../../entities/org-unit';
import { fullNameOf } from '../derive';
import { NO_HEAD_FLAGS } from '../rules';
import { recordOf } from '../save-employee';
import type { RowPlan } from './check-rows';

/**
 * The records of checked rows, made exactly as a single add makes one (recordOf): placement from
 * the unit, supervisors that are other rows given those rows' new ids, heading nothing.
 */
export const newRecords = (
  ctx: Ctx,
  companyId: string,
  plans: readonly RowPlan[],
  opts: { source: EmployeeItem['source']; importId: string; units: ReadonlyMap<string, OrgUnitItem> },
): EmployeeItem[] => {
  const ids = plans.map(() => newId());
  const base = {
    companyId,
    createdAt: ctx.now.toISOString(),
    version: 1,
    source: opts.source,
    importId: opts.importId,
  };
  const supervisorNameOf = (s: RowPlan['supervisor']): string | undefined => {
    if (!s) return undefined;
    if ('name' in s) return s.name;
    const row = plans[s.row];
    return row ? fullNameOf(row) : undefined;
  };
  return plans.map((p, i) => ({
    ...recordOf(
      { ...base, employeeId: ids[i]! },
      {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        employeeNumber: p.employeeNumber,
        jobTitle: p.jobTitle,
        unitId: p.unit?.unitId ?? null,
        supervisorId: p.supervisor
          ? 'row' in p.supervisor
            ? ids[p.supervisor.row]!
            : p.supervisor.employeeId
          : null,
        ...NO_HEAD_FLAGS,
      },
      'Active',
      opts.units,
      ctx.now,
    ),
    supervisorName: supervisorNameOf(p.supervisor),
  }));
};

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
