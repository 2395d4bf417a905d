import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * A comment on a KPA or KPI of a scorecard, stored in the scorecard's partition but outside the
 * `scorecardItems` collection (reading a scorecard does not read its comments). Keyed by what it
 * is on, so one KPI's comments are one key-prefix query, oldest first.
 */
export const ScorecardCommentEntity = new Entity({
  model: { entity: 'scorecardComment', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    targetType: { type: ['kpa', 'kpi'] as const, required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    comment: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTarget: {
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['targetId', 'commentId'] },
    },
  },
});

export type ScorecardCommentItem = EntityItem<typeof ScorecardCommentEntity>;
