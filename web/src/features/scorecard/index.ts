/**
 * The scorecard: what planning's and performance's screens share — a scorecard's calls, its KPI
 * rows and their scoring in the browser, the score badges, the editor, and the report parts.
 * Other features import it from here only.
 */
export {
  corporateKeys,
  corporateQueryOptions,
  scorecardKeys,
  scorecardQueryOptions,
  storeKpi,
  useAddCorporateScorecard,
  useAddPeriodicScorecard,
  useAddScorecard,
  useBands,
  useCorporateScorecard,
  useCorporateScorecards,
  useDeleteCorporateScorecard,
  useDeleteScorecard,
  usePerspectives,
  useQuarters,
  useSaveCorporateKpi,
  useScorecard,
  useScorecards,
  useSetCorporateVisible,
  useSetVisible,
  useUpdateActual,
  type EditorKind,
  type EditorRoutes,
  type ScorecardCalls,
} from './api';
export {
  ANNUAL_PLAN_PARAM,
  annualOptionLabel,
  annualPlanOptions,
  annualPlansQueryOptions,
  useAnnualPlans,
  useChosenAnnualPlan,
} from './annual-plans';
export { CorporateKpas, DeleteCorporateKpi } from './corporate-kpas';
export { Editor, type EditorProps, type EditorSetup } from './editor';
export { CellChoice, CellInput } from './kpi-cells';
export {
  actualInputOf,
  bandsFromList,
  corporateSaveInputOf,
  draftOf,
  paramOfPeriod,
  PERIOD_PARAM,
  periodOfParam,
  previewOf,
  ratedOf,
  ratingsByPeriod,
  type DraftField,
} from './kpi-rows';
export {
  ExportFileButtons,
  Panel,
  PerspectiveChart,
  percentText,
  QuarterChart,
  ReportKpiTable,
  ReportPeriodSelect,
  ScoreSummary,
  toPeriod,
  useChosenParam,
  usePeriod,
  type FileExporter,
} from './report-parts';
export { BandLegend, PeriodSelect, ScoreBadge, WeightTotal } from './score-bits';
export { useKpiEditing } from './use-kpi-editing';
