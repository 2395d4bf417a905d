import type { TActivity, TComplianceTeam, TRegulation } from '@stratum/contracts';
import { post, type Reply, type Session } from './api';
import { makeTenant, type Tenant } from './world';

/** The owner switches Compliance Management on (or off) for a company. */
export const setCompliance = async (owner: Session, companyId: string, enabled = true): Promise<void> => {
  const r = await post('/module/update', { companyId, moduleKey: 'compliance', enabled }, owner.token);
  if (r.status !== 200) throw new Error(`module/update compliance: ${r.status} ${r.body.err_msg}`);
};

/** A company made through the API with Compliance Management on. */
export const makeComplianceTenant = async (owner: Session, label: string): Promise<Tenant> => {
  const tenant = await makeTenant(owner, label);
  await setCompliance(owner, tenant.companyId);
  return tenant;
};

const must = <T>(what: string, r: Reply<unknown>): T => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body.err_msg}`);
  return (r.body.data as { item: T }).item;
};

/** compliance/<action> as the tenant's administrator, answering the item. */
export const complianceItem = async <T>(
  token: string,
  action: string,
  body: Record<string, unknown>,
): Promise<T> => must<T>(action, await post(`/compliance/${action}`, body, token));

/**
 * A regulation with a complying team (the tenant's employee) and a compliance team (its
 * administrator) and one activity on the given recurrence: what a workflow test starts from.
 */
export const setUpActivity = async (
  t: Tenant,
  activity: { recurrence: string; startDate: string; rule?: string; graceDays?: number },
) => {
  const token = t.admin.token;
  const regulation = await complianceItem<TRegulation>(token, 'add-regulation', {
    name: `GDPR Art. 30 ${activity.startDate}-${Math.random().toString(36).slice(2, 7)}`,
    source: 'GDPR',
    reference: 'Art. 30',
  });
  const complying = await complianceItem<TComplianceTeam>(token, 'add-complying-team', {
    name: `Data owners ${regulation.id.slice(-6)}`,
    memberIds: [t.employee.employeeId],
  });
  const reviewers = await complianceItem<TComplianceTeam>(token, 'add-compliance-team', {
    name: `Privacy office ${regulation.id.slice(-6)}`,
    memberIds: [t.admin.employeeId],
  });
  const item = await complianceItem<TActivity>(token, 'add-activity', {
    name: 'Records of processing reviewed',
    regulationId: regulation.id,
    complyingTeamId: complying.id,
    complianceTeamId: reviewers.id,
    ...activity,
  });
  return { regulation, complying, reviewers, activity: item };
};
