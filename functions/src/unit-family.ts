import { UNIT_ITEM_KEY, UNIT_ROUTES, type RouteDef, type UnitLevel } from '@stratum/contracts';
import {
  addUnit,
  deleteUnit,
  listUnits,
  listUnitsByParent,
  type UnitFields,
  updateUnit,
} from '@stratum/core/organisation';
import { bind, type Binding } from './http/bind';
import { familyHandler } from './http/family';

type Status = 'Active' | 'Inactive';

/**
 * The six hierarchy families differ only by level: the same five calls, answered under the
 * level's keys (`all`: `businessUnitList` for business units, `list` below; writes: the level's
 * item key, e.g. `sub_section`).
 */
export const unitFamily = (level: UnitLevel) => {
  const routes = UNIT_ROUTES[level];
  const itemKey = UNIT_ITEM_KEY[level];
  const listKey = level === 'business-unit' ? 'businessUnitList' : 'list';
  // One binding for every level: the routes' inputs and outputs are the level's (see hierarchy.ts).
  const loose = <I>(
    route: RouteDef,
    run: (ctx: Parameters<Binding['run']>[0]['ctx'], input: I) => Promise<unknown>,
  ) => bind(route, ({ ctx, input }) => run(ctx, input as I) as never);
  return familyHandler(level, [
    loose<{ search?: string; status?: Status }>(routes.all, async (ctx, input) => ({
      [listKey]: await listUnits(ctx, level, input),
    })),
    ...(routes.byParent
      ? [
          loose<{ parentId: string; status?: Status }>(routes.byParent, async (ctx, input) => ({
            list: await listUnitsByParent(ctx, level, input),
          })),
        ]
      : []),
    loose<UnitFields>(routes.add, async (ctx, input) => ({ [itemKey]: await addUnit(ctx, level, input) })),
    loose<UnitFields & { id: string; version: number }>(routes.update, async (ctx, input) => ({
      [itemKey]: await updateUnit(ctx, level, input),
    })),
    loose<{ id: string; version: number }>(routes.delete, async (ctx, input) => ({
      [itemKey]: await deleteUnit(ctx, level, input),
    })),
  ]);
};
