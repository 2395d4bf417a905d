import { Entity, type EntityItem } from 'electrodb';
import { RATER_GROUPS } from '@stratum/rules';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A 360-degree survey of one employee over a period. It holds its own copy of the scale's points
 * and of the questions of its competencies, taken when it was added. Its status is not stored: it
 * is computed from the dates on every read (spec §3, §4).
 */
export const SurveyEntity = new Entity({
  model: { entity: 'survey', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    surveyId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    subjectId: { type: 'string', required: true, readOnly: true },
    subjectName: { type: 'string', required: true },
    scaleId: { type: 'string', required: true, readOnly: true },
    scaleName: { type: 'string', required: true },
    points: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { value: { type: 'number', required: true }, label: { type: 'string', required: true } },
      },
    },
    items: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          competencyId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          questions: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                questionId: { type: 'string', required: true },
                text: { type: 'string', required: true },
              },
            },
          },
        },
      },
    },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    reviewerCount: { type: 'number', required: true, default: 0 },
    answered: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['surveyId'] },
    },
    bySubject: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'subjectId'] },
      sk: { field: 'gsi1sk', composite: ['surveyId'] },
    },
    endsOn: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['endDate'] },
      sk: { field: 'gsi2sk', composite: ['companyId', 'surveyId'] },
    },
  },
});
export type SurveyItem = EntityItem<typeof SurveyEntity>;

/**
 * A person asked to review the subject. It records completion only (`state` Answered): what the
 * reviewer answered is stored elsewhere with no link back to this record or its link token.
 */
export const SurveyReviewerEntity = new Entity({
  model: { entity: 'surveyReviewer', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    surveyId: { type: 'string', required: true, readOnly: true },
    reviewerId: { type: 'string', required: true, readOnly: true },
    relationship: { type: RATER_GROUPS, required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    employeeId: { type: 'string' },
    state: { type: ['Added', 'Sent', 'Answered'] as const, required: true, default: 'Added' },
    sentAt: { type: 'string' },
    mailId: { type: 'string' },
    /** the survey's version a resend that mailed them was asked at (a resend cut short skips them) */
    resendVersion: { type: 'number' },
    tokenId: { type: 'string' },
    linkExpiresAt: { type: 'number' },
    /** the one-time code mailed for the current link: its hash, expiry and wrong tries */
    codeHash: { type: 'string' },
    codeExpiresAt: { type: 'number' },
    codeAttempts: { type: 'number' },
    /** the link whose holder proved the address with the code */
    verifiedTokenId: { type: 'string' },
    /** the reviewer stopped the reminders from their link (an outside reviewer has no settings page) */
    remindersOff: { type: 'boolean' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    bySurvey: {
      pk: { field: 'pk', composite: ['companyId', 'surveyId'] },
      sk: { field: 'sk', composite: ['reviewerId'] },
    },
  },
});
export type SurveyReviewerItem = EntityItem<typeof SurveyReviewerEntity>;

/**
 * One reviewer's answers, stored apart from the reviewer list (spec §1, ARCHITECTURE §6): only the
 * rater group, the scores and the comment. No reviewer id, no link token, no time — its id is
 * random, not time-ordered — so nothing ties an answer to the person who gave it.
 */
export const SurveyResponseEntity = new Entity({
  model: { entity: 'surveyResponse', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    surveyId: { type: 'string', required: true, readOnly: true },
    responseId: { type: 'string', required: true, readOnly: true },
    relationship: { type: RATER_GROUPS, required: true, readOnly: true },
    scores: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          questionId: { type: 'string', required: true },
          value: { type: 'number', required: true },
        },
      },
    },
    comment: { type: 'string', required: true, default: '' },
  },
  indexes: {
    bySurvey: {
      pk: { field: 'pk', composite: ['companyId', 'surveyId'] },
      sk: { field: 'sk', composite: ['responseId'] },
    },
  },
});
export type SurveyResponseItem = EntityItem<typeof SurveyResponseEntity>;
