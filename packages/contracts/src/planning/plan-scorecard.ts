import { z } from 'zod';
import { ZId, ZVersion } from '../common';
import { familyRoutes } from '../route';
import {
  ZAddCommentRequestSchema,
  ZAddKpaRequestSchema,
  ZGetScorecardRequestSchema,
  ZKpaSchema,
  ZKpiSchema,
  ZListCommentsRequestSchema,
  ZSaveKpiRequestSchema,
  ZScorecardCommentSchema,
  ZScorecardDetailSchema,
  ZScorecardFields,
  ZScorecardItemRef,
  ZScorecardSchema,
  ZSetVisibleRequestSchema,
  ZUpdateKpaRequestSchema,
  ZUpdateScorecardRequestSchema,
} from '../scorecard/scorecard';
import { PLAN_ID_FIELD, type PlanKind } from './plan';

/**
 * Strategic and operational scorecards: the same calls for both plan kinds, on the shared
 * scorecard model (../scorecard), told apart by the kind of plan they hang under.
 */
/** The API family of each plan kind's scorecards. */
export const SCORECARD_FAMILY = {
  strategic: 'strategic-scorecard',
  operational: 'operational-scorecard',
} as const satisfies Record<PlanKind, string>;

/** spec §8 titles: "Get Strategic Scorecard Failed", "Add Strategic Key Performance Area Failed"… */
export const SCORECARD_TITLE = {
  strategic: 'Strategic Scorecard',
  operational: 'Operational Scorecard',
} as const satisfies Record<PlanKind, string>;
export const KPA_TITLE = {
  strategic: 'Strategic Key Performance Area',
  operational: 'Operational Key Performance Area',
} as const satisfies Record<PlanKind, string>;
export const KPI_TITLE = {
  strategic: 'Strategic Scorecard Kpi',
  operational: 'Operational Scorecard Kpi',
} as const satisfies Record<PlanKind, string>;

const scorecardItem = z.object({ scorecard: ZScorecardSchema });
const kpaItem = z.object({ kpa: ZKpaSchema });
const kpiItem = z.object({ kpi: ZKpiSchema });

/** The calls of one plan kind's scorecards; every one needs the Strategic Planning module. */
const scorecardRoutes = <P extends PlanKind>(kind: P) => {
  const family = SCORECARD_FAMILY[kind];
  const title = SCORECARD_TITLE[kind];
  const kpaTitle = KPA_TITLE[kind];
  const kpiTitle = KPI_TITLE[kind];
  const noun = title.toLowerCase();
  const planField = PLAN_ID_FIELD[kind];
  const planRef = { [planField]: ZId } as Record<(typeof PLAN_ID_FIELD)[P], typeof ZId>;
  const route = familyRoutes(family, 'planning');
  return {
    all: route(
      'all',
      'GET',
      `The ${noun}s of a plan (people who do not administer Strategic Planning see the visible ones)`,
      z.object(planRef),
      z.object({ list: z.array(ZScorecardSchema) }),
      `Get ${title} Failed`,
    ),
    get: route(
      'get',
      'GET',
      `One ${noun} with its KPAs and KPIs, every KPI scored for the period (default: the year) against the plan's rating scale`,
      ZGetScorecardRequestSchema,
      z.object({ scorecard: ZScorecardDetailSchema }),
      `Get ${title} Failed`,
    ),
    add: route(
      'add',
      'POST',
      `Add a ${noun} to a plan`,
      z.object({ ...planRef, ...ZScorecardFields }),
      scorecardItem,
      `Add ${title} Failed`,
    ),
    update: route(
      'update',
      'POST',
      `Change a ${noun}'s name, rating mode, or (while it has no KPIs) whether KPIs sit under KPAs`,
      ZUpdateScorecardRequestSchema,
      scorecardItem,
      `Update ${title} Failed`,
    ),
    delete: route(
      'delete',
      'POST',
      `Delete a ${noun} with its KPAs, KPIs and comments, in one step (so up to about 95 of them)`,
      z.object({ id: ZId, version: ZVersion }),
      scorecardItem,
      `Delete ${title} Failed`,
    ),
    setVisible: route(
      'set-visible',
      'POST',
      `Show or hide a ${noun} to people who do not administer Strategic Planning`,
      ZSetVisibleRequestSchema,
      scorecardItem,
      `Update ${title} Failed`,
    ),
    addKpa: route(
      'add-kpa',
      'POST',
      `Add a key performance area to a ${noun}`,
      ZAddKpaRequestSchema,
      kpaItem,
      `Add ${kpaTitle} Failed`,
    ),
    updateKpa: route(
      'update-kpa',
      'POST',
      'Rename, reorder or re-file a key performance area',
      ZUpdateKpaRequestSchema,
      kpaItem,
      `Update ${kpaTitle} Failed`,
    ),
    deleteKpa: route(
      'delete-kpa',
      'POST',
      'Delete a key performance area with no KPIs under it, with its comments',
      ZScorecardItemRef,
      kpaItem,
      `Delete ${kpaTitle} Failed`,
    ),
    saveKpi: route(
      'save-kpi',
      'POST',
      'Add a KPI (no id) or change one (id and version); fields left out of a change stay as they were',
      ZSaveKpiRequestSchema,
      kpiItem,
      `Add/Update ${kpiTitle} Failed`,
    ),
    deleteKpi: route(
      'delete-kpi',
      'POST',
      'Delete a KPI with its comments',
      ZScorecardItemRef,
      kpiItem,
      `Delete ${kpiTitle} Failed`,
    ),
    addComment: route(
      'add-comment',
      'POST',
      'Comment on a KPA or a KPI',
      ZAddCommentRequestSchema,
      z.object({ comment: ZScorecardCommentSchema }),
      `Add ${title} Comment Failed`,
    ),
    comments: route(
      'comments',
      'GET',
      'The comments on a KPA or a KPI, oldest first',
      ZListCommentsRequestSchema,
      z.object({ list: z.array(ZScorecardCommentSchema) }),
      `Get ${title} Comment Failed`,
    ),
  };
};

export const strategicScorecardRoutes = scorecardRoutes('strategic');
export const operationalScorecardRoutes = scorecardRoutes('operational');

/** Each plan kind's scorecard calls, by kind, for code that treats the kinds alike. */
export const SCORECARD_ROUTES = {
  strategic: strategicScorecardRoutes,
  operational: operationalScorecardRoutes,
} as const;

export const scorecardRoutesAll = Object.values(SCORECARD_ROUTES).flatMap((r) => Object.values(r));
