import * as routes from '@stratum/contracts';
import {
  addCorporateScorecard,
  addPeriodicScorecard,
  corporateAccess,
  listCorporateScorecards,
  progressReport,
  saveCorporateKpi,
  updateActual,
} from '@stratum/core/planning';
import {
  deleteScorecard,
  CORPORATE_KINDS,
  readScorecard,
  setScorecardVisible,
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
  bind(routes.getCorporateAgreementStatus, ({ ctx, input }) => getCorporateAgreement(ctx, input)),
  bind(routes.setCorporateAgreementStatus, ({ ctx, input }) => setCorporateAgreement(ctx, input)),
]);
