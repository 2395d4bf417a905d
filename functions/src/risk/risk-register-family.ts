import { RISK_REGISTER_FAMILY, RISK_REGISTER_ROUTES, type RiskRegister } from '@stratum/contracts';
import {
  addRisk as addIdentification,
  addRiskAction as addAction,
  addRiskControl as addControl,
  addRiskMitigation as addMitigation,
  addRiskProgress as addProgress,
  deleteRisk,
  deleteRiskAction as deleteAction,
  deleteRiskControl as deleteControl,
  deleteRiskMitigation as deleteMitigation,
  downloadRegister,
  getRisk,
  getRiskCounts as registerCountsView,
  getRiskEvidenceLink as evidenceLink,
  getRiskHeatMap as heatMap,
  getRiskSummary as riskSummary,
  getRiskTrend as riskTrend,
  listRiskActions as listActions,
  listRiskProgress as listProgress,
  listRisks,
  updateRisk as editIdentification,
  updateRiskAction as updateAction,
  updateRiskControl as updateControl,
  updateRiskMitigation as updateMitigation,
  uploadRiskEvidence as uploadEvidence,
} from '@stratum/core/risk';
import { AppError } from '@stratum/core/kernel/errors';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * Risk management and risk assessment are two registers over one implementation (spec §1): the
 * same calls, bound to the same use cases, told apart only by the register they act in.
 */
export const registerFamily = (register: RiskRegister) => {
  const r = RISK_REGISTER_ROUTES[register];
  return familyHandler(RISK_REGISTER_FAMILY[register], [
    bind(r.all, ({ ctx, input }) => listRisks(ctx, register, input)),
    bind(r.get, async ({ ctx, input }) => ({ item: await getRisk(ctx, register, input) })),
    bind(r.addIdentification, async ({ ctx, input }) => ({
      item: await addIdentification(ctx, register, input),
    })),
    bind(r.editIdentification, async ({ ctx, input }) => ({
      item: await editIdentification(ctx, register, input),
    })),
    bind(r.delete, async ({ ctx, input }) => ({ item: await deleteRisk(ctx, register, input) })),
    bind(r.addControl, ({ ctx, input }) => addControl(ctx, register, input)),
    bind(r.updateControl, ({ ctx, input }) => updateControl(ctx, register, input)),
    bind(r.deleteControl, ({ ctx, input }) => deleteControl(ctx, register, input)),
    bind(r.addMitigation, async ({ ctx, input }) => ({ item: await addMitigation(ctx, register, input) })),
    bind(r.updateMitigation, async ({ ctx, input }) => ({
      item: await updateMitigation(ctx, register, input),
    })),
    bind(r.deleteMitigation, async ({ ctx, input }) => ({
      item: await deleteMitigation(ctx, register, input),
    })),
    bind(r.addAction, async ({ ctx, input }) => ({ item: await addAction(ctx, register, input) })),
    bind(r.updateAction, async ({ ctx, input }) => ({ item: await updateAction(ctx, register, input) })),
    bind(r.deleteAction, async ({ ctx, input }) => ({ item: await deleteAction(ctx, register, input) })),
    bind(r.actions, async ({ ctx, input }) => ({ list: await listActions(ctx, register, input) })),
    bind(r.addProgress, ({ ctx, input }) => addProgress(ctx, register, input)),
    bind(r.progress, async ({ ctx, input }) => ({ list: await listProgress(ctx, register, input) })),
    bind(r.uploadEvidence, async ({ ctx, input, file }) => {
      if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
      return { item: await uploadEvidence(ctx, register, input, file) };
    }),
    bind(r.evidence, ({ ctx, input }) => evidenceLink(ctx, register, input)),
    bind(r.heatMap, async ({ ctx, input }) => ({ heatMap: await heatMap(ctx, register, input) })),
    bind(r.counts, async ({ ctx, input }) => ({ counts: await registerCountsView(ctx, register, input) })),
    bind(r.download, ({ ctx, input }) => downloadRegister(ctx, register, input)),
    bind(r.trend, async ({ ctx, input }) => ({ list: await riskTrend(ctx, register, input) })),
    bind(r.summary, async ({ ctx }) => ({ item: await riskSummary(ctx, register) })),
  ]);
};
