import { ARTEFACT_STATUSES } from '@stratum/contracts';

/**
 * What every reviewed artefact of an engagement (scope, process description, matrix row, working
 * paper) carries about its review, and its keys: under the company and the engagement, so one
 * engagement's artefacts of a kind are one query.
 */
export const reviewAttributes = {
  companyId: { type: 'string', required: true, readOnly: true },
  engagementId: { type: 'string', required: true, readOnly: true },
  artefactId: { type: 'string', required: true, readOnly: true },
  status: { type: ARTEFACT_STATUSES, required: true, default: 'Draft' },
  /** edited after an approval: it needs approving again */
  changedAfterApproval: { type: 'boolean', required: true, default: false },
  /** the note of the last not-approve; '' when none */
  reviewNote: { type: 'string', required: true, default: '' },
  /** who prepared it (the one who added it) */
  preparerId: { type: 'string', required: true, default: '' },
} as const;

export const byEngagement = {
  pk: { field: 'pk', composite: ['companyId'] },
  sk: { field: 'sk', composite: ['engagementId', 'artefactId'] },
} as const;
