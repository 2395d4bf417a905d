import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One quarter (0..3) of an annual plan (spec §3): its dates and the windows in which assessments,
 * performance agreements and performance assessments may be made (days, both ends included;
 * absent = closed), and the default target date of its KPIs. Keyed under its annual plan, so
 * the four are one query.
 */
export const QuarterEntity = new Entity({
  model: { entity: 'quarter', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    quarter: { type: 'number', required: true, readOnly: true },
    strategicPlanId: { type: 'string', required: true, readOnly: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    assessmentStartDate: { type: 'string' },
    assessmentEndDate: { type: 'string' },
    pmAgreementStartDate: { type: 'string' },
    pmAgreementEndDate: { type: 'string' },
    pmAssessmentStartDate: { type: 'string' },
    pmAssessmentEndDate: { type: 'string' },
    defaultTargetDate: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byAnnualPlan: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['annualPlanId', 'quarter'] },
    },
  },
});

export type QuarterItem = EntityItem<typeof QuarterEntity>;
