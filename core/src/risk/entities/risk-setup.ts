import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * The risk rating set-up of a company (spec §3, §7 `risk-rating`) lives in the company's partition
 * in the `riskSetup` collection: rating types, their matrices, both scales, categories, teams and
 * this marker. The whole set-up is ONE query — it is small (a few hundred items at most), and
 * every register call needs it to name and rate risks.
 */
export const SETUP_COLLECTION = 'riskSetup';

/** Marks a company whose default set-up is written (docs/risk.md: the module's first use). */
export const RiskSetupEntity = new Entity({
  model: { entity: 'riskSetup', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      collection: SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type RiskSetupItem = EntityItem<typeof RiskSetupEntity>;
