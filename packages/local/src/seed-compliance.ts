import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addActivity,
  addComplianceCategory,
  addComplianceTeam,
  addComplianceUniverse,
  addComplyingTeam,
  addRegulation,
  declineCompliance,
  listRegulations,
  processCompliance,
  submitCompliance,
} from '@stratum/core/compliance';

const DAY = 24 * 60 * 60 * 1000;
const dayFromToday = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

/**
 * Acme's obligations register: data protection, anti-bribery, tax filings, health and safety,
 * with activities in every status (Overdue, Due, Upcoming, Submitted, Declined, Compliant), so
 * `npm start` shows the module at work. Written once: a company with regulations is left alone.
 */
export const seedCompliance = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const admin = base.employeeId;
  if (!admin || (await listRegulations(ctx())).length > 0) return;

  const category = async (name: string) =>
    (await addComplianceCategory(ctx(), { name, description: null })).id;
  const [privacy, conduct, tax, safety] = [
    await category('Data protection'),
    await category('Ethics and conduct'),
    await category('Tax'),
    await category('Health and safety'),
  ];
  const doers = await addComplyingTeam(ctx(), {
    name: 'Finance and operations',
    description: 'Prepares the filings and keeps the registers',
    memberIds: [admin],
  });
  const reviewers = await addComplianceTeam(ctx(), {
    name: 'Compliance office',
    description: 'Reviews evidence before sign-off',
    memberIds: [admin],
  });

  const regulation = (
    name: string,
    categoryId: string,
    source: string,
    reference: string,
    requirement: string,
  ) =>
    addRegulation(ctx(), {
      name,
      source,
      reference,
      requirement,
      categoryId,
      ownerId: admin,
      applicability: 'All Acme Holdings entities',
      effectiveDate: null,
      riskIds: [],
    });
  const gdpr = await regulation(
    'UK GDPR records of processing',
    privacy,
    'UK GDPR',
    'Art. 30',
    'Maintain a record of processing activities and make it available to the ICO on request.',
  );
  const bribery = await regulation(
    'Adequate procedures against bribery',
    conduct,
    'Bribery Act 2010',
    's.7',
    'Keep proportionate procedures to prevent persons associated with Acme from bribing.',
  );
  const vat = await regulation(
    'VAT returns',
    tax,
    'HMRC Making Tax Digital',
    'VAT Notice 700/22',
    'File VAT returns digitally and pay within one month and seven days of the period end.',
  );
  const hse = await regulation(
    'Workplace risk assessments',
    safety,
    'Management of Health and Safety at Work Regulations 1999',
    'Reg. 3',
    'Make and review suitable and sufficient assessments of the risks to employees.',
  );
  await addComplianceUniverse(ctx(), {
    name: 'Group-wide obligations',
    description: 'Applies to every entity',
    regulationIds: [gdpr.id, bribery.id, vat.id, hse.id],
  });

  const activity = (
    name: string,
    regulationId: string,
    recurrence: 'once' | 'monthly' | 'quarterly' | 'yearly',
    startIn: number,
    graceDays = 0,
  ) =>
    addActivity(ctx(), {
      name,
      description: null,
      regulationId,
      complyingTeamId: doers.id,
      complianceTeamId: reviewers.id,
      recurrence,
      rule: null,
      startDate: dayFromToday(startIn),
      graceDays,
    });
  const submit = (
    a: { id: string; version: number },
    notes: string,
    proposedNextComplianceDate: string | null = null,
  ) =>
    submitCompliance(ctx(), {
      id: a.id,
      version: a.version,
      notes,
      evidenceEffectiveDate: dayFromToday(-1),
      proposedNextComplianceDate,
    });

  // Overdue: last month's VAT return, its grace over.
  await activity('Monthly VAT return filed', vat.id, 'monthly', -40, 7);
  // Due today.
  await activity('Gifts and hospitality register reviewed', bribery.id, 'monthly', 0, 5);
  // Upcoming.
  await activity('Records of processing reviewed', gdpr.id, 'quarterly', 10);
  // Submitted, waiting for review.
  await submit(
    await activity('Fire risk assessment refreshed', hse.id, 'yearly', -3),
    'Assessment by the site manager attached',
    // The site moves next year: the team asks for the next assessment a month later than the
    // recurrence's, pending the reviewer's approval.
    dayFromToday(-3 + 365 + 30),
  );
  // Declined: back with the complying team.
  const training = await submit(
    await activity('Anti-bribery training completed', bribery.id, 'yearly', -5),
    'Attendance list',
  );
  await declineCompliance(ctx(), {
    id: training.id,
    version: training.version,
    reason: 'Two departments are missing from the list',
  });
  // Compliant: accepted, next due a year on.
  const dpia = await submit(
    await activity('Data protection impact assessments logged', gdpr.id, 'yearly', -20),
    'Log exported',
  );
  await processCompliance(ctx(), { id: dpia.id, version: dpia.version });
};
