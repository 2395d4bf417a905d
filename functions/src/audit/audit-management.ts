import * as routes from '@stratum/contracts';
import {
  AUDIT_SETTING_KINDS,
  AUDIT_SETTING_ROUTES,
  type TAuditSettingInput,
  type TAuditSettingKind,
} from '@stratum/contracts';
import {
  addAuditFollowUp,
  addAuditPlan,
  addAuditProcess,
  addAuditSetting,
  addPlannedAudit,
  approveAuditPlan,
  deleteAuditFollowUp,
  deleteAuditPlan,
  deleteAuditProcess,
  deleteAuditSetting,
  deletePlannedAudit,
  getAuditFollowUp,
  getAuditPlan,
  getAuditProcess,
  getAuditSetting,
  getPlannedAudit,
  listAuditFollowUps,
  listAuditPlans,
  listAuditProcesses,
  listAuditSettings,
  updateAuditFollowUp,
  updateAuditPlan,
  updateAuditProcess,
  updateAuditSetting,
  updatePlannedAudit,
} from '@stratum/core/audit';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

const settings = (kind: TAuditSettingKind) => {
  const r = AUDIT_SETTING_ROUTES[kind];
  return [
    bind(r.all, ({ ctx, input }) => listAuditSettings(ctx, kind, input)),
    bind(r.get, async ({ ctx, input }) => ({ item: await getAuditSetting(ctx, kind, input) })),
    bind(r.add, async ({ ctx, input }) => ({
      item: await addAuditSetting(ctx, kind, input as TAuditSettingInput),
    })),
    bind(r.update, async ({ ctx, input }) => ({
      item: await updateAuditSetting(
        ctx,
        kind,
        input as TAuditSettingInput & { id: string; version: number },
      ),
    })),
    bind(r.delete, async ({ ctx, input }) => ({ item: await deleteAuditSetting(ctx, kind, input) })),
  ];
};

export const handler = familyHandler('audit-management', [
  ...AUDIT_SETTING_KINDS.flatMap(settings),
  bind(routes.listAuditProcesses, ({ ctx, input }) => listAuditProcesses(ctx, input)),
  bind(routes.getAuditProcess, async ({ ctx, input }) => ({ item: await getAuditProcess(ctx, input) })),
  bind(routes.addAuditProcess, async ({ ctx, input }) => ({ item: await addAuditProcess(ctx, input) })),
  bind(routes.updateAuditProcess, async ({ ctx, input }) => ({ item: await updateAuditProcess(ctx, input) })),
  bind(routes.deleteAuditProcess, async ({ ctx, input }) => ({ item: await deleteAuditProcess(ctx, input) })),
  bind(routes.listAuditPlans, ({ ctx, input }) => listAuditPlans(ctx, input)),
  bind(routes.getAuditPlan, ({ ctx, input }) => getAuditPlan(ctx, input)),
  bind(routes.addAuditPlan, ({ ctx, input }) => addAuditPlan(ctx, input)),
  bind(routes.updateAuditPlan, async ({ ctx, input }) => ({ item: await updateAuditPlan(ctx, input) })),
  bind(routes.deleteAuditPlan, async ({ ctx, input }) => ({ item: await deleteAuditPlan(ctx, input) })),
  bind(routes.approveAuditPlan, async ({ ctx, input }) => ({ item: await approveAuditPlan(ctx, input) })),
  bind(routes.getPlannedAudit, async ({ ctx, input }) => ({ item: await getPlannedAudit(ctx, input) })),
  bind(routes.addPlannedAudit, async ({ ctx, input }) => ({ item: await addPlannedAudit(ctx, input) })),
  bind(routes.updatePlannedAudit, async ({ ctx, input }) => ({ item: await updatePlannedAudit(ctx, input) })),
  bind(routes.deletePlannedAudit, async ({ ctx, input }) => ({ item: await deletePlannedAudit(ctx, input) })),
  bind(routes.listAuditFollowUps, ({ ctx, input }) => listAuditFollowUps(ctx, input)),
  bind(routes.getAuditFollowUp, async ({ ctx, input }) => ({ item: await getAuditFollowUp(ctx, input) })),
  bind(routes.addAuditFollowUp, async ({ ctx, input }) => ({ item: await addAuditFollowUp(ctx, input) })),
  bind(routes.updateAuditFollowUp, async ({ ctx, input }) => ({
    item: await updateAuditFollowUp(ctx, input),
  })),
  bind(routes.deleteAuditFollowUp, async ({ ctx, input }) => ({
    item: await deleteAuditFollowUp(ctx, input),
  })),
]);
