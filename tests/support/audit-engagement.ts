import type { TEngagement, TFinding } from '@stratum/contracts';
import { post, type Session } from './api';
import { acceptMailedCode, makeTenant, recordEmployee, unique, type Person, type Tenant } from './world';

/** The owner switches Audit Management on (or off) for a company. */
export const setAudit = async (owner: Session, companyId: string, enabled = true): Promise<void> => {
  const r = await post('/module/update', { companyId, moduleKey: 'audit', enabled }, owner.token);
  if (r.status !== 200) throw new Error(`module/update audit: ${r.status} ${r.body.err_msg}`);
};

/** One more employee of the company who can sign in (recorded, signed up, password set). */
export const addPerson = async (admin: Session, label: string): Promise<Person & { employeeId: string }> => {
  const email = `${unique(label)}@example.com`;
  const employeeId = await recordEmployee(admin.token, email);
  const signUp = await post('/auth/sign-up', { email });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.body.err_msg}`);
  return { ...(await acceptMailedCode(email, /signing up/)), employeeId };
};

/**
 * A company with Audit Management on: its administrator leads, its plain employee reviews, and a
 * third person (`outsider`) is on no team.
 */
export const makeAuditTenant = async (
  owner: Session,
  label: string,
): Promise<Tenant & { outsider: Person & { employeeId: string } }> => {
  const tenant = await makeTenant(owner, label);
  await setAudit(owner, tenant.companyId);
  const outsider = await addPerson(tenant.admin, 'outsider');
  return { ...tenant, outsider };
};

/** An engagement opened by the administrator: they lead, the employee reviews. */
export const openAudit = async (t: Tenant, title = 'Procurement audit'): Promise<TEngagement> => {
  const r = await post<{ item: TEngagement }>(
    '/audit-engagement/open',
    {
      title,
      auditArea: 'Procurement',
      leadId: t.admin.employeeId,
      performerIds: [],
      reviewerIds: [t.employee.employeeId],
      startDate: '2026-11-01',
      endDate: '2026-12-15',
    },
    t.admin.token,
  );
  if (r.status !== 200) throw new Error(`audit-engagement/open: ${r.status} ${r.body.err_msg}`);
  return r.body.data.item;
};

/** A High finding, "Leavers keep access", written by the lead, naming its management-response owners. */
export const addFinding = async (
  t: Tenant,
  engagementId: string,
  mrOwnerIds: ReadonlyArray<string | null>,
): Promise<TFinding> => {
  const r = await post<{ item: TFinding }>(
    '/audit-findings/add',
    {
      engagementId,
      title: 'Leavers keep access',
      criteria: 'Access ends on the last day',
      condition: '3 of 10 leavers kept access',
      rating: 'High',
      recommendation: 'Automate the leaver feed',
      mrOwnerIds,
    },
    t.admin.token,
  );
  if (r.status !== 200) throw new Error(`audit-findings/add: ${r.status} ${r.body.err_msg}`);
  return r.body.data.item;
};
