import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

const copiedSetup = {
  /** copied again, with the rest, when a survey not sent is edited */
  scaleId: { type: 'string', required: true },
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
} as const;

/**
 * An organisational survey of a period (docs/surveys.md): its own copy of the scale and questions,
 * the units it goes to (none: every employee), and completion counts. Its status is computed from
 * the dates on every read (spec §3, §4).
 */
export const OrgSurveyEntity = new Entity({
  model: { entity: 'orgSurvey', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    orgSurveyId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    period: { type: 'string', required: true },
    ...copiedSetup,
    units: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { unitId: { type: 'string', required: true }, name: { type: 'string', required: true } },
      },
    },
    /** the heat map's rows, fixed when it is sent: the named units, or every business unit with people */
    rows: {
      type: 'list',
      items: {
        type: 'map',
        properties: { unitId: { type: 'string', required: true }, name: { type: 'string', required: true } },
      },
    },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    sentAt: { type: 'string' },
    recipientCount: { type: 'number', required: true, default: 0 },
    answered: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['orgSurveyId'] },
    },
    /** the surveys ending on a day, across companies: the reminders engine's read (ARCHITECTURE §10) */
    endsOn: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['endDate'] },
      sk: { field: 'gsi2sk', composite: ['companyId', 'orgSurveyId'] },
    },
  },
});
export type OrgSurveyItem = EntityItem<typeof OrgSurveyEntity>;

/**
 * An employee an organisational survey was sent to, with the unit their answer will count in. It
 * records completion only: the answer is stored apart with no link back to this record or its token.
 */
export const OrgSurveyRecipientEntity = new Entity({
  model: { entity: 'orgSurveyRecipient', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    orgSurveyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    unitId: { type: 'string', required: true, readOnly: true },
    state: { type: ['Sent', 'Answered'] as const, required: true, default: 'Sent' },
    mailId: { type: 'string', required: true },
    tokenId: { type: 'string' },
    /** the survey version a resend mailed them at: a resend cut short and finished skips them */
    resendVersion: { type: 'number' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    bySurvey: {
      pk: { field: 'pk', composite: ['companyId', 'orgSurveyId'] },
      sk: { field: 'sk', composite: ['employeeId'] },
    },
  },
});
export type OrgSurveyRecipientItem = EntityItem<typeof OrgSurveyRecipientEntity>;

/**
 * One anonymous answer: the unit and the scores by question, nothing else — no employee, no token,
 * no time, a random (not time-ordered) id.
 */
export const OrgSurveyResponseEntity = new Entity({
  model: { entity: 'orgSurveyResponse', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    orgSurveyId: { type: 'string', required: true, readOnly: true },
    responseId: { type: 'string', required: true, readOnly: true },
    unitId: { type: 'string', required: true, readOnly: true },
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
  },
  indexes: {
    bySurvey: {
      pk: { field: 'pk', composite: ['companyId', 'orgSurveyId'] },
      sk: { field: 'sk', composite: ['responseId'] },
    },
  },
});
export type OrgSurveyResponseItem = EntityItem<typeof OrgSurveyResponseEntity>;
