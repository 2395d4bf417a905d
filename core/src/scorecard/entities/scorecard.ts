import { Entity, type EntityItem } from 'electrodb';
import { PLAN_KINDS, SCORECARD_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
/**
 * A scorecard's own record (spec §3). It lives in a partition of its own (company + scorecard)
 * with its KPAs and KPIs, grouped in the `scorecardItems` collection, so a whole scorecard — 300
 * KPIs or more — is one query. It keeps the counts of what hangs under it: every KPA/KPI write
 * touches it in the same transaction (a count, or a check), so a scorecard deleted, being built or
 * being taken down meanwhile stops the write.
 *
 * `listKey` is what the scorecard is listed under (gsi1): its plan for strategic and operational
 * ones, its annual plan for corporate ones. `state` is `building` while a corporate scorecard is
 * written in several transactions and `deleting` while a large one is taken down: either way it
 * is hidden from reads and refuses writes.
 */
export const ScorecardEntity = new Entity({
  model: { entity: 'scorecard', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    kind: { type: SCORECARD_KINDS, required: true, readOnly: true },
    /** the strategic or operational plan (for corporate scorecards, the annual plan's strategic plan) */
    planId: { type: 'string', required: true, readOnly: true },
    planKind: { type: PLAN_KINDS, required: true, readOnly: true },
    listKey: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', readOnly: true },
    /** 0..3, periodic corporate scorecards only */
    quarter: { type: 'number', readOnly: true },
    /** the scorecard it was built from: the strategic one (annual), the annual one (periodic) */
    sourceScorecardId: { type: 'string', readOnly: true },
    /** employee scorecards: whose it is */
    employeeId: { type: 'string', readOnly: true },
    /** employee scorecards: a functional variant (built for the employee's function, not cascaded) */
    functional: { type: 'boolean', readOnly: true },
    /** employee scorecards: the library template it was built from, if any */
    templateId: { type: 'string', readOnly: true },
    name: { type: 'string', required: true },
    includeKeyPerformanceArea: { type: ['Yes', 'No'] as const, required: true },
    visible: { type: 'boolean', required: true, default: true },
    ratingMode: { type: ['automatic', 'manual'] as const, required: true, default: 'automatic' },
    kpaCount: { type: 'number', required: true, default: 0 },
    kpiCount: { type: 'number', required: true, default: 0 },
    commentCount: { type: 'number', required: true, default: 0 },
    /** an annual corporate scorecard's periodic scorecard of Q1..Q4 (one per quarter) */
    periodicScorecardId1: { type: 'string' },
    periodicScorecardId2: { type: 'string' },
    periodicScorecardId3: { type: 'string' },
    periodicScorecardId4: { type: 'string' },
    /** a periodic corporate scorecard's corporate agreement status (1 Draft, 2 Submitted, 3 Agreed; none = Draft) */
    agreementStatusId: { type: 'number' },
    /** its own version (none = 1), so setting it never collides with edits of the scorecard */
    agreementVersion: { type: 'number' },
    state: { type: ['ready', 'building', 'deleting'] as const, required: true, default: 'ready' },
    /** the build that is writing it (state `building`), so a failed build takes back exactly its own */
    buildId: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: 'scorecardItems',
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: [] },
    },
    byList: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'listKey'] },
      sk: { field: 'gsi1sk', composite: ['scorecardId'] },
    },
  },
});

export type ScorecardItem = EntityItem<typeof ScorecardEntity>;
export type { ScorecardKind } from '@stratum/contracts';
export { SCORECARD_KINDS };
