import type { Fixture } from './fixtures';
import { seedOf } from './fixtures-audit-findings';
import type { SecurityWorld } from './world';

/**
 * The audit-responses family on each tenant's seeded finding. Actions exist only once a response
 * is submitted, so their routes name a well-formed id of the tenant's own (answered 404).
 */
const both = (
  input: (s: ReturnType<typeof seedOf>, t: SecurityWorld['a']) => Record<string, unknown>,
): Fixture => ({
  valid: (w) => input(seedOf(w.a), w.a),
  foreign: (w) => input(seedOf(w.b), w.b),
});

const F = 'audit-responses';
const ref = (s: ReturnType<typeof seedOf>) => ({ engagementId: s.engagementId, findingId: s.findingId });
const actionId = (t: SecurityWorld['a']) => t.org['business-unit'].id;

export const AUDIT_RESPONSES_FIXTURES: Record<string, Fixture> = {
  [`${F}.get`]: both(ref),
  [`${F}.request`]: both(ref),
  [`${F}.cancel`]: both((s) => ({ ...ref(s), version: 1, reason: 'Intruder' })),
  [`${F}.submit`]: both((s, t) => ({
    ...ref(s),
    version: 1,
    response: 'Intruder',
    actions: [{ title: 'X', ownerId: t.org['business-unit'].id, dueOn: '2030-01-01' }],
  })),
  [`${F}.action`]: both((_s, t) => ({ id: actionId(t) })),
  [`${F}.add-progress`]: both((_s, t) => ({ id: actionId(t), version: 1, note: 'X', status: 'In progress' })),
  [`${F}.progress-file`]: both((_s, t) => ({
    id: actionId(t),
    progressId: actionId(t),
    fileId: actionId(t),
  })),
  [`${F}.validate`]: both((_s, t) => ({ id: actionId(t), version: 1, decision: 'close' })),
  // filtered to the tenant's audited engagement; B's engagement is a 404
  [`${F}.issue-tracker`]: both((s) => ({ engagementId: s.engagementId })),
  // filtered to the tenant's audited engagement; B's engagement is a 404
  [`${F}.issue-status`]: both((s) => ({ engagementId: s.engagementId })),
  [`${F}.issue-status-export`]: both((s) => ({ engagementId: s.engagementId, format: 'xlsx' })),
};
