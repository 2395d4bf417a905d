import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * An embedded-figures link (docs/dashboard.md): which view of the company's figures a link token
 * shows on an intranet page, in which language and under which title. Withdrawing it deletes this
 * record and withdraws the token in one transaction; the token's own record (kernel) says whether
 * it still opens the image.
 */
export const EmbedLinkEntity = new Entity({
  model: { entity: 'embedLink', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** the link's id: its token's target, so the token opens this record and nothing else */
    linkId: { type: 'string', required: true, readOnly: true },
    /** the link token's id */
    tokenId: { type: 'string', required: true, readOnly: true },
    view: { type: ['risk-summary', 'audit-summary'] as const, required: true },
    title: { type: 'string', required: true },
    language: { type: ['en', 'de', 'bn'] as const, required: true, default: 'en' },
    /** the administrator who made it: the image shows what they may see */
    createdBy: { type: 'string', required: true },
    createdByName: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    /** epoch ms, the token's */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['linkId'] },
    },
  },
});

export type EmbedLinkItem = EntityItem<typeof EmbedLinkEntity>;
