import { seedOf } from './fixtures-audit-engagement';
import type { Fixture } from './fixtures';

/*
 * The audit-report family names the tenant's seeded engagement (fixtures-audit-engagement): its
 * opinion, draft and final report. Its inputs are only sent on calls that must be refused, so the
 * rating named needs only be well formed; another tenant's engagement is the 404.
 */
const both = (input: (engagementId: string) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(seedOf(w.a).engagementId),
  foreign: (w) => input(seedOf(w.b).engagementId),
});

const F = 'audit-report';

export const AUDIT_REPORT_FIXTURES: Record<string, Fixture> = {
  [`${F}.opinion`]: both((engagementId) => ({ engagementId })),
  [`${F}.save-opinion`]: both((engagementId) => ({
    engagementId,
    version: 0,
    ratingId: engagementId,
    reasoning: 'Intruder opinion',
  })),
  [`${F}.draft`]: both((engagementId) => ({ engagementId })),
  [`${F}.final`]: both((engagementId) => ({ engagementId })),
  [`${F}.make-final`]: both((engagementId) => ({ engagementId })),
  [`${F}.recall-final`]: both((engagementId) => ({
    engagementId,
    reportVersion: 1,
    version: 1,
    reason: 'Intruder recall',
  })),
  [`${F}.final-file`]: both((engagementId) => ({ engagementId, reportVersion: 1, format: 'pdf' })),
};
