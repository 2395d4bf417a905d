import { UNIT_ITEM_KEY, UNIT_ROUTES, type UnitLevel } from '@stratum/contracts';
import { addUnit, deleteUnit, listUnits, listUnitsByParent, updateUnit } from '@stratum/core/organisation';
import { bind, keyed } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * The six hierarchy families differ only by level: the same five calls, answered under the
 * level's keys (`all`: `businessUnitList` for business units, `list` below; writes: the level's
 * item key, e.g. `sub_section`).
 */
export const unitFamily = (level: UnitLevel) => {
  const routes = UNIT_ROUTES[level];
  const itemKey = UNIT_ITEM_KEY[level];
  const listKey = level === 'business-unit' ? ('businessUnitList' as const) : ('list' as const);
  return familyHandler(level, [
    bind(routes.all, async ({ ctx, input }) => keyed(listKey, await listUnits(ctx, level, input))),
    ...(routes.byParent
      ? [
          bind(routes.byParent, async ({ ctx, input }) => ({
            list: await listUnitsByParent(ctx, level, input),
          })),
        ]
      : []),
    bind(routes.add, async ({ ctx, input }) => keyed(itemKey, await addUnit(ctx, level, input))),
    bind(routes.update, async ({ ctx, input }) => keyed(itemKey, await updateUnit(ctx, level, input))),
    bind(routes.delete, async ({ ctx, input }) => keyed(itemKey, await deleteUnit(ctx, level, input))),
  ]);
};
