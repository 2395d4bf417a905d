import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_RATING_COLOURS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/**
 * The engagement's overall opinion, reviewed like the other artefacts. One per engagement: its
 * artefact id is the engagement's, so the first save's create (attribute_not_exists) makes it once.
 * The rating is one of the company's opinion ratings, its name and colour kept as chosen.
 */
export const AuditOpinionEntity = new Entity({
  model: { entity: 'auditOpinion', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
    ratingId: { type: 'string', required: true },
    ratingName: { type: 'string', required: true },
    colour: { type: AUDIT_RATING_COLOURS, required: true },
    reasoning: { type: 'string', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: { byEngagement },
});

export type AuditOpinionItem = EntityItem<typeof AuditOpinionEntity>;
