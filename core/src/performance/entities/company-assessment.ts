import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * The company's assessment of one quarter of an annual plan (spec §7 `company-assessment`,
 * docs/performance.md "Company assessment"): the score of the quarter's periodic corporate
 * scorecard(s) as computed when last scored, the administrators' adjusted score, the final score,
 * comments (sanitised rich text) and a Draft → Complete status.
 *
 * Keys: in the company's partition, sorted by annual plan then quarter — a plan's assessments are
 * ONE key-prefix Query, and "one per quarter" is the key itself (created conditional on not
 * existing). gsi1 `byId` finds one by its id (get, update, delete name only the id).
 */
export const CompanyAssessmentEntity = new Entity({
  model: { entity: 'companyAssessment', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    /** 0..3 */
    quarter: { type: 'number', required: true, readOnly: true },
    assessmentId: { type: 'string', required: true, readOnly: true },
    /** the periodic corporate scorecards scored, in name order */
    scorecardIds: { type: 'list', items: { type: 'string' }, required: true },
    /** the computed score (0–6, two decimals) when last scored */
    computedScore: { type: 'number', required: true },
    /** the administrators' adjusted score (0–6, two decimals), if any */
    adjustedScore: { type: 'number' },
    /** the adjusted score if any, else the computed one */
    finalScore: { type: 'number', required: true },
    /** sanitised rich text; empty for none */
    comments: { type: 'string', required: true, default: '' },
    status: { type: ['Draft', 'Complete'] as const, required: true, default: 'Draft' },
    assessedById: { type: 'string', required: true },
    assessedByName: { type: 'string', required: true },
    assessedAt: { type: 'string', required: true },
    completedById: { type: 'string' },
    completedByName: { type: 'string' },
    completedAt: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byPlan: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['annualPlanId', 'quarter'] },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'assessmentId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});

export type CompanyAssessmentItem = EntityItem<typeof CompanyAssessmentEntity>;
