import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An audit's questionnaire (spec §2 `manage/{id}/questionnaire`): one per audit, its areas and
 * their questions kept in the item (at most 20 × 30, well under DynamoDB's item size), so the
 * respondent's page is one read. `questionnaireId` is the spec's `auditQuestionnaireId`.
 */
export const AuditQuestionnaireEntity = new Entity({
  model: { entity: 'auditQuestionnaire', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    questionnaireId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    intro: { type: 'string', required: true, default: '' },
    areas: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          questions: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                text: { type: 'string', required: true },
              },
            },
          },
        },
      },
    },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byAudit: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['auditId'] },
    },
  },
});

export type AuditQuestionnaireItem = EntityItem<typeof AuditQuestionnaireEntity>;
