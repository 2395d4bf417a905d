import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

export const CompanyEntity = new Entity({
  model: { entity: 'company', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    companyName: { type: 'string', required: true },
    /** lower-cased name, for search and the duplicate-name check */
    nameKey: { type: 'string', required: true },
    eFirstName: { type: 'string', required: true },
    eLastName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    status: { type: ['Active', 'Inactive'] as const, required: true },
    ratingScaleOption: {
      type: ['five-point', 'three-point'] as const,
      required: true,
      default: 'five-point',
    },
    performanceCommitteeFunction: { type: ['Yes', 'No'] as const, required: true, default: 'No' },
    companyContributionPerformance: { type: 'number', required: true, default: 0 },
    measurementQualitative: { type: ['Yes', 'No'] as const, required: true, default: 'No' },
    /** the company's members must sign in with Microsoft: their password sign-in is refused */
    requireMicrosoftSignIn: { type: ['Yes', 'No'] as const, required: true, default: 'No' },
    personalDevelopmentPlanType: { type: ['Annual', 'Periodic'] as const, required: true, default: 'Annual' },
    /** S3 key of the logo */
    logoKey: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** the owner's list of companies: ULIDs make key order creation order */
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['companyId'] },
    },
    /**
     * The owner's list sorted by name. The name alone is the sort key: appending the id would put
     * "Acme Group" before "Acme" (a space sorts before the '#' that joins composites).
     */
    byName: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['nameKey'] },
    },
  },
});

export type CompanyItem = EntityItem<typeof CompanyEntity>;
