import { Entity, type EntityItem } from 'electrodb';
import { QUESTIONNAIRE_CONTACT_STATES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One auditee contact a questionnaire was sent to (the spec's `userId`), with their link and, once
 * they submit, their answers and attachments. Keyed under the questionnaire, so the team's view is
 * one Query and the respondent's is one GetItem. `tokenId` is the link now in force (a resent mail
 * issues a new one and withdraws this); `mailId` the outbox mail that carries it.
 */
export const AuditQuestionnaireContactEntity = new Entity({
  model: { entity: 'auditQuestionnaireContact', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    questionnaireId: { type: 'string', required: true, readOnly: true },
    contactId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    state: { type: QUESTIONNAIRE_CONTACT_STATES, required: true },
    mailId: { type: 'string', required: true },
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
          answer: { type: 'string', required: true },
        },
      },
    },
    files: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          questionId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          key: { type: 'string', required: true },
          type: { type: 'string', required: true },
          size: { type: 'number', required: true },
        },
      },
    },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byQuestionnaire: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['questionnaireId', 'contactId'] },
    },
  },
});

export type AuditQuestionnaireContactItem = EntityItem<typeof AuditQuestionnaireContactEntity>;
