import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** The set-up of 360-degree surveys, read together: scales, competencies, questions. */
export const SURVEY_SETUP_COLLECTION = 'surveySetup';

/**
 * `useCount` counts the surveys that copied the item (kept by the survey's add), so an item in use
 * is never deleted, even a moment after a survey took it: the delete is conditional on 0.
 */
const used = { useCount: { type: 'number', required: true, default: 0 } } as const;

/** A rating scale: points, each a value and its label (`1 Never … 5 Always`). */
export const SurveyScaleEntity = new Entity({
  model: { entity: 'surveyScale', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scaleId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    points: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          value: { type: 'number', required: true },
          label: { type: 'string', required: true },
        },
      },
    },
    ...used,
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SURVEY_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['scaleId'] },
    },
  },
});
export type SurveyScaleItem = EntityItem<typeof SurveyScaleEntity>;

/** A competency rated by its questions; `questionCount` keeps a competency with questions. */
export const SurveyCompetencyEntity = new Entity({
  model: { entity: 'surveyCompetency', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    competencyId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    questionCount: { type: 'number', required: true, default: 0 },
    ...used,
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SURVEY_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['competencyId'] },
    },
  },
});
export type SurveyCompetencyItem = EntityItem<typeof SurveyCompetencyEntity>;

export const SurveyQuestionEntity = new Entity({
  model: { entity: 'surveyQuestion', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    competencyId: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true },
    ...used,
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SURVEY_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['questionId'] },
    },
  },
});
export type SurveyQuestionItem = EntityItem<typeof SurveyQuestionEntity>;
