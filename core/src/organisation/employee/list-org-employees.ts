import type { TOrgChartUnit } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { ROOT_PARENT } from '../entities/org-unit';
import { loadUnits } from '../hierarchy/unit-store';
import { fullNameOf } from './derive';
import { orgStatsOf } from './employee-store';
import { employeesByIds } from './employee-view';

/**
 * The organisation chart: every unit (of a status, if asked) with its parent, head and head count,
 * and the company's active employees. One query for the units, one batch read of the heads.
 */
export const listOrgEmployees = async (
  ctx: Ctx,
  input: { status?: 'Active' | 'Inactive' | undefined },
): Promise<{ units: TOrgChartUnit[]; employees: number }> => {
  const companyId = tenantOf(ctx);
  const [all, stats] = await Promise.all([loadUnits(companyId), orgStatsOf(companyId)]);
  const units = [...all.values()]
    .filter((u) => !input.status || u.status === input.status)
    .sort((x, y) => x.name.localeCompare(y.name));
  const heads = new Map(
    (
      await employeesByIds(
        companyId,
        units.flatMap((u) => (u.headId ? [u.headId] : [])),
      )
    ).map((e) => [e.employeeId, e]),
  );
  return {
    units: units.map((u) => {
      const head = u.headId ? heads.get(u.headId) : undefined;
      return {
        id: u.unitId,
        level: u.level,
        name: u.name,
        status: u.status,
        parentId: u.parentId === ROOT_PARENT ? null : u.parentId,
        head: head ? { employeeId: head.employeeId, fullName: fullNameOf(head) } : null,
        headJobTitle: head?.jobTitle ?? null,
        childCount: u.childCount,
        memberCount: u.memberCount,
      };
    }),
    employees: stats.activeEmployees,
  };
};
