import { CASCADE_LEVELS } from '@stratum/contracts';
import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

const num = { type: 'number' } as const;

/**
 * A KPI of a scorecard (spec §3), stored in the scorecard's partition. Figures not given are
 * absent (the API shows null). `sourceKpiId` is the KPI it was carried from: the strategic KPI of
 * an annual corporate KPI, the annual KPI of a periodic one.
 */
export const ScorecardKpiEntity = new Entity({
  model: { entity: 'scorecardKpi', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    kpiId: { type: 'string', required: true, readOnly: true },
    kpaId: { type: 'string' },
    perspectiveId: { type: 'string' },
    name: { type: 'string', required: true },
    baseline: num,
    manualBaseline: { type: 'string' },
    target: num,
    manualTarget: { type: 'string' },
    /** YYYY-MM-DD */
    targetDate: { type: 'string' },
    ytd: num,
    periodicTarget1: num,
    periodicTarget2: num,
    periodicTarget3: num,
    periodicTarget4: num,
    actual1: num,
    actual2: num,
    actual3: num,
    actual4: num,
    weight: num,
    kpiType: { type: ['Quantitative', 'Qualitative'] as const, required: true, default: 'Quantitative' },
    optionType: { type: ['ASC', 'DESC'] as const, required: true, default: 'DESC' },
    manualRatingScore: num,
    adjustedScore: num,
    sourceKpiId: { type: 'string', readOnly: true },
    /** employee scorecards (spec §3 tag_info): the training needs this KPI names */
    trainingTags: { type: 'list', items: { type: 'string' } },
    /**
     * annual corporate KPIs (the cascade setting): how far down employee scorecards take it —
     * the heads of one level of units and those above (`businessUnit`…`subSubSection`), or everyone
     */
    cascadeTo: { type: CASCADE_LEVELS },
    buildId: { type: 'string', readOnly: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: 'scorecardItems',
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['kpiId'] },
    },
  },
});

export type ScorecardKpiItem = EntityItem<typeof ScorecardKpiEntity>;
