import * as routes from '@stratum/contracts';
import {
  addCorporateKpi,
  addCorporateScorecard,
  addPeriodicScorecard,
  corporateAccess,
  deleteCorporateKpa,
  deleteCorporateKpi,
  listCorporateScorecards,
  progressReport,
  saveCorporateKpi,
  updateActual,
} from '@stratum/core/planning';
import {
  addKpa,
  deleteScorecard,
  CORPORATE_KINDS,
  readScorecard,
  setScorecardVisible,
  updateKpa,
  updateScorecard,
} from '@stratum/core/scorecard';
import { getCorporateAgreement, setCorporateAgreement } from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('corporate-scorecard', [
  bind(routes.listCorporateScorecards, async ({ ctx, input }) => ({
    list: await listCorporateScorecards(ctx, input),
  })),
  bind(routes.getCorporateAccess, ({ ctx }) => corporateAccess(ctx)),
  bind(routes.getCorporateProgressReport, async ({ ctx, input }) => ({
    report: await progressReport(ctx, input),
  })),
  bind(routes.getCorporateScorecard, async ({ ctx, input }) => ({
    scorecard: await readScorecard(ctx, CORPORATE_KINDS, input),
  })),
  bind(routes.addCorporateScorecard, async ({ ctx, input }) => ({
    scorecard: await addCorporateScorecard(ctx, input),
  })),
  bind(routes.addPeriodicScorecard, async ({ ctx, input }) => ({
    scorecard: await addPeriodicScorecard(ctx, input),
  })),
  bind(routes.updateCorporateScorecard, async ({ ctx, input }) => ({
    scorecard: await updateScorecard(ctx, CORPORATE_KINDS, input),
  })),
  bind(routes.deleteCorporateScorecard, async ({ ctx, input }) => ({
    scorecard: await deleteScorecard(ctx, CORPORATE_KINDS, input),
  })),
  bind(routes.setCorporateScorecardVisible, async ({ ctx, input }) => ({
    scorecard: await setScorecardVisible(ctx, CORPORATE_KINDS, input),
  })),
  bind(routes.saveCorporateKpi, async ({ ctx, input }) => ({ kpi: await saveCorporateKpi(ctx, input) })),
  bind(routes.updateCorporateActual, async ({ ctx, input }) => ({ kpi: await updateActual(ctx, input) })),
  bind(routes.addCorporateKpa, async ({ ctx, input }) => ({
    kpa: await addKpa(ctx, CORPORATE_KINDS, input),
  })),
  bind(routes.updateCorporateKpa, async ({ ctx, input }) => ({
    kpa: await updateKpa(ctx, CORPORATE_KINDS, input),
  })),
  bind(routes.deleteCorporateKpa, async ({ ctx, input }) => ({ kpa: await deleteCorporateKpa(ctx, input) })),
  bind(routes.addCorporateKpi, async ({ ctx, input }) => ({ kpi: await addCorporateKpi(ctx, input) })),
  bind(routes.deleteCorporateKpi, async ({ ctx, input }) => ({ kpi: await deleteCorporateKpi(ctx, input) })),
  bind(routes.getCorporateAgreementStatus, ({ ctx, input }) => getCorporateAgreement(ctx, input)),
  bind(routes.setCorporateAgreementStatus, ({ ctx, input }) => setCorporateAgreement(ctx, input)),
]);
