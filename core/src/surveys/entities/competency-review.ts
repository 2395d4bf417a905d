import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** An annual plan's competency review set-up, read together (docs/surveys.md "The 360 competency review"). */
export const COMPETENCY_REVIEW_COLLECTION = 'competencyReview';

export const REVIEW_ITEM_KINDS = ['competency', 'scale', 'area', 'question'] as const;
export type ReviewItemKind = (typeof REVIEW_ITEM_KINDS)[number];

/**
 * One item of a plan's competency review set-up. The four kinds share one entity, so the set-up is
 * one query of its partition: a competency or area (name, description), a scale (name, points), a
 * question (text, of a competency, in an area, on a scale). `questionCount` (competency, area,
 * scale) counts the questions naming it, kept by the question's add, edit and delete, so an item a
 * question names is never deleted; `answerCount` (question) counts the employees answered on it, so
 * an answered question is never deleted or moved to another scale (the answers would lose their
 * meaning).
 */
export const CompetencyReviewItemEntity = new Entity({
  model: { entity: 'competencyReviewItem', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    kind: { type: REVIEW_ITEM_KINDS, required: true, readOnly: true },
    itemId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, default: '' },
    description: { type: 'string', required: true, default: '' },
    points: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          value: { type: 'number', required: true },
          label: { type: 'string', required: true },
        },
      },
    },
    competencyId: { type: 'string' },
    areaId: { type: 'string' },
    scaleId: { type: 'string' },
    questionCount: { type: 'number', required: true, default: 0 },
    answerCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: COMPETENCY_REVIEW_COLLECTION,
      pk: { field: 'pk', composite: ['companyId', 'annualPlanId'] },
      sk: { field: 'sk', composite: ['kind', 'itemId'] },
    },
  },
});
export type CompetencyReviewItem = EntityItem<typeof CompetencyReviewItemEntity>;

/** A plan's contribution weight: percent of the final assessment score; absent or 0, not used. */
export const CompetencyReviewSettingsEntity = new Entity({
  model: { entity: 'competencyReviewSettings', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    contributionWeight: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: COMPETENCY_REVIEW_COLLECTION,
      pk: { field: 'pk', composite: ['companyId', 'annualPlanId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type CompetencyReviewSettingsItem = EntityItem<typeof CompetencyReviewSettingsEntity>;

/**
 * An employee's answer to one question of a plan's review: a point of the question's scale. gsi1
 * `byPlan` holds a plan's answers of every employee, so a report of the plan's assessment scores
 * reads them with one Query (docs/surveys.md "The 360 competency review").
 */
export const CompetencyAnswerEntity = new Entity({
  model: { entity: 'competencyAnswer', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    value: { type: 'number', required: true },
    /** the user who gave it */
    answeredBy: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byEmployee: {
      pk: { field: 'pk', composite: ['companyId', 'annualPlanId', 'employeeId'] },
      sk: { field: 'sk', composite: ['questionId'] },
    },
    byPlan: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'annualPlanId'] },
      sk: { field: 'gsi1sk', composite: ['employeeId', 'questionId'] },
    },
  },
});
export type CompetencyAnswerItem = EntityItem<typeof CompetencyAnswerEntity>;
