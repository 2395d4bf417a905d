import { Entity, type EntityItem } from 'electrodb';
import { CUSTOMER_SURVEY_CONTACT_STATES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An engagement's customer satisfaction survey (spec §2 customer-satisfaction-survey; IIA 12.2):
 * one per engagement, keyed by it. The questions are the settings template's, copied when it was
 * first sent, so a later change to the template changes no survey sent. `year` is the year of the
 * first send, the year its scores count in: `byYear` (gsi1: company + year) is the per-year view
 * and the dashboard's read. `answered`, `scoreSum` and `scoreCount` are moved in each answer's
 * transaction (the audit's average without reading its contacts; the rules' recount gives the
 * same from the contacts' answers). `version` moves on the team's sends and resends only.
 */
export const AuditCustomerSurveyEntity = new Entity({
  model: { entity: 'auditCustomerSurvey', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    surveyId: { type: 'string', required: true, readOnly: true },
    engagementTitle: { type: 'string', required: true },
    year: { type: 'number', required: true, readOnly: true },
    templateId: { type: 'string', required: true, readOnly: true },
    templateName: { type: 'string', required: true, readOnly: true },
    questions: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          text: { type: 'string', required: true },
        },
      },
    },
    sentAt: { type: 'string', required: true, readOnly: true },
    sentById: { type: 'string', required: true, readOnly: true },
    sentByName: { type: 'string', required: true, readOnly: true },
    contactCount: { type: 'number', required: true, default: 0 },
    answered: { type: 'number', required: true, default: 0 },
    scoreSum: { type: 'number', required: true, default: 0 },
    scoreCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byEngagement: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['engagementId'] },
    },
    byYear: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'year'] },
      sk: { field: 'gsi1sk', composite: ['engagementId'] },
    },
  },
});

export type AuditCustomerSurveyItem = EntityItem<typeof AuditCustomerSurveyEntity>;

/**
 * One auditee contact a survey was mailed to, with their link and, once they answer, their scores
 * and comment. Keyed under the survey, so the team's view is one Query and the respondent's one
 * GetItem. `tokenId` is the link in force (a resent mail issues a new one and withdraws this);
 * `mailId` the outbox mail that carries it now.
 */
export const AuditCustomerSurveyContactEntity = new Entity({
  model: { entity: 'auditCustomerSurveyContact', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    surveyId: { type: 'string', required: true, readOnly: true },
    contactId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    state: { type: CUSTOMER_SURVEY_CONTACT_STATES, required: true },
    mailId: { type: 'string', required: true },
    mailings: { type: 'number', required: true, default: 1 },
    tokenId: { type: 'string' },
    /** epoch ms */
    linkExpiresAt: { type: 'number' },
    invitedAt: { type: 'string', required: true, readOnly: true },
    invitedBy: { type: 'string', required: true, readOnly: true },
    submittedAt: { type: 'string' },
    answers: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          questionId: { type: 'string', required: true },
          score: { type: 'number', required: true },
        },
      },
    },
    comment: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    bySurvey: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['surveyId', 'contactId'] },
    },
  },
});

export type AuditCustomerSurveyContactItem = EntityItem<typeof AuditCustomerSurveyContactEntity>;
