import * as routes from '@stratum/contracts';
import { RISK_SCALE_ROUTES } from '@stratum/contracts';
import {
  addRiskCategory as addCategory,
  addRiskMatrixEntry as addMatrixEntry,
  addRiskRatingType as addRatingType,
  addRiskScalePoint as addScalePoint,
  addRiskTeam as addTeam,
  deleteRiskCategory as deleteCategory,
  deleteRiskMatrixEntry as deleteMatrixEntry,
  deleteRiskRatingType as deleteRatingType,
  deleteRiskScalePoint as deleteScalePoint,
  deleteRiskTeam as deleteTeam,
  getRiskMatrix as getMatrix,
  listRiskCategories as listCategories,
  listRiskRatingTypes as listRatingTypes,
  listRiskScale as listScale,
  listRiskTeams as listTeams,
  updateRiskCategory as updateCategory,
  updateRiskMatrixEntry as updateMatrixEntry,
  updateRiskRatingType as updateRatingType,
  updateRiskScalePoint as updateScalePoint,
  updateRiskTeam as updateTeam,
} from '@stratum/core/risk';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

const scale = (axis: routes.RiskAxis) => {
  const r = RISK_SCALE_ROUTES[axis];
  return [
    bind(r.all, async ({ ctx }) => ({ list: await listScale(ctx, axis) })),
    bind(r.add, async ({ ctx, input }) => ({ item: await addScalePoint(ctx, axis, input) })),
    bind(r.update, async ({ ctx, input }) => ({ item: await updateScalePoint(ctx, axis, input) })),
    bind(r.delete, async ({ ctx, input }) => ({ item: await deleteScalePoint(ctx, axis, input) })),
  ];
};

export const handler = familyHandler('risk-rating', [
  bind(routes.listRiskRatingTypes, async ({ ctx }) => ({ list: await listRatingTypes(ctx) })),
  bind(routes.addRiskRatingType, async ({ ctx, input }) => ({ item: await addRatingType(ctx, input) })),
  bind(routes.updateRiskRatingType, async ({ ctx, input }) => ({ item: await updateRatingType(ctx, input) })),
  bind(routes.deleteRiskRatingType, async ({ ctx, input }) => ({ item: await deleteRatingType(ctx, input) })),
  ...scale('impact'),
  ...scale('likelihood'),
  bind(routes.getRiskMatrix, ({ ctx, input }) => getMatrix(ctx, input)),
  bind(routes.addRiskMatrixEntry, async ({ ctx, input }) => ({ item: await addMatrixEntry(ctx, input) })),
  bind(routes.updateRiskMatrixEntry, async ({ ctx, input }) => ({
    item: await updateMatrixEntry(ctx, input),
  })),
  bind(routes.deleteRiskMatrixEntry, async ({ ctx, input }) => ({
    item: await deleteMatrixEntry(ctx, input),
  })),
  bind(routes.listRiskCategories, async ({ ctx }) => ({ list: await listCategories(ctx) })),
  bind(routes.addRiskCategory, async ({ ctx, input }) => ({ item: await addCategory(ctx, input) })),
  bind(routes.updateRiskCategory, async ({ ctx, input }) => ({ item: await updateCategory(ctx, input) })),
  bind(routes.deleteRiskCategory, async ({ ctx, input }) => ({ item: await deleteCategory(ctx, input) })),
  bind(routes.listRiskTeams, async ({ ctx }) => ({ list: await listTeams(ctx) })),
  bind(routes.addRiskTeam, async ({ ctx, input }) => ({ item: await addTeam(ctx, input) })),
  bind(routes.updateRiskTeam, async ({ ctx, input }) => ({ item: await updateTeam(ctx, input) })),
  bind(routes.deleteRiskTeam, async ({ ctx, input }) => ({ item: await deleteTeam(ctx, input) })),
]);
