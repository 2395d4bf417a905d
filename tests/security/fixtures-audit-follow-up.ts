import { seedOf } from './fixtures-audit-engagement';
import { followUpOf } from './fixtures-audit-plan';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';

/*
 * The audit-follow-up family names the tenant's plan follow-up entry (fixtures-audit-plan) and its
 * seeded engagement (fixtures-audit-engagement); a retest's id is the engagement's working paper's,
 * which no retest has, so a call that got past the tenancy checks would still write nothing.
 * Another tenant's entry or engagement is the 404.
 */
type Tenant = SecurityWorld['a'];
const both = (input: (t: Tenant) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(w.a),
  foreign: (w) => input(w.b),
});
const entry = (t: Tenant) => ({ followUpId: followUpOf(t) });
const retest = (t: Tenant) => ({ engagementId: seedOf(t).engagementId, id: seedOf(t).paperId });

const F = 'audit-follow-up';

export const AUDIT_FOLLOW_UP_FIXTURES: Record<string, Fixture> = {
  [`${F}.work`]: both(entry),
  [`${F}.candidates`]: { valid: () => ({}) },
  [`${F}.start`]: both((t) => ({ ...entry(t), engagementId: seedOf(t).engagementId })),
  [`${F}.choose-retests`]: both((t) => ({ ...entry(t), version: 1, actionIds: [] })),
  [`${F}.save-retest`]: both((t) => ({
    ...retest(t),
    version: 1,
    result: 'Implemented',
    notes: 'Intruder retest',
  })),
  [`${F}.upload-retest-file`]: both((t) => ({ ...retest(t), version: 1 })),
  [`${F}.retest-file`]: both((t) => ({ ...retest(t), fileId: seedOf(t).fileId })),
  [`${F}.engagement-follow-ups`]: both((t) => ({ engagementId: seedOf(t).engagementId })),
  [`${F}.reports`]: both(entry),
  [`${F}.make-report`]: both(entry),
  [`${F}.report-file`]: both((t) => ({ ...entry(t), reportVersion: 1 })),
  [`${F}.recall-report`]: both((t) => ({
    ...entry(t),
    reportVersion: 1,
    version: 1,
    reason: 'Intruder recall',
  })),
};
