import {
  addEmployee,
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  createApiClient,
  getAssessment,
  getCompany,
  getReview,
  listAnnualPlans,
  listQuarters,
  login,
  resetPassword,
  saveEmployeeKpi,
  saveReviewScore,
  setAgreementStatus,
  setAssessmentStatus,
  updatePerformanceCommitteeFunction,
  updateReviewActual,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  API_ORIGIN,
  apiAs,
  chooseOption,
  invitationLink,
  latestMailTo,
  openHome,
  OWNER,
  seriousViolations,
  toasts,
  unique,
} from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * The employee reports as the Acme administrator on the demo data. Set-up through the
 * API: two new Acme people with sign-ins — Bea, who reports to nobody (so the performance
 * committee reviews her; her quarter stays Draft), and Sam, her report, whose quarter of the demo
 * annual plan is taken to supervisor assessed: Calls 85 % of 100 → 3 (weight 60), Attitude 4 (weight 40) → 3.4.
 * The reports index lists the reports; the employee scorecards report shows the demo's Finance
 * people; the employee performance report shows Sam's 3.40 and exports a PDF; with the committee
 * function switched on (the owner's setting), the committee agreement report lists Bea, not Sam.
 */

type Api = Awaited<ReturnType<typeof apiAs>>;

const person = async (api: Api, first: string, fields: Record<string, unknown> = {}) => {
  const firstName = unique(first);
  const email = `${firstName.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const { employee } = await api.call(addEmployee, {
    firstName,
    lastName: 'Reporter',
    email,
    giveAccess: true,
    ...fields,
  });
  const authKey = new URL(invitationLink(await latestMailTo(email, /invited/))).searchParams.get('authKey');
  const password = `${first}!2026pass`;
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email,
    password,
    authKey: authKey ?? '',
  });
  return { id: employee.id, name: `${firstName} Reporter`, api: await apiAs({ email, password }) };
};

const setCommittee = async (companyId: string, value: 'Yes' | 'No') => {
  const owner = await apiAs(OWNER);
  const { company } = await owner.call(getCompany, { id: companyId });
  await owner.call(updatePerformanceCommitteeFunction, {
    id: companyId,
    version: company.version,
    performanceCommitteeFunction: value,
  });
};

test('the reports index, the employee scorecards and performance reports, an export, and the committee’s report once it is on', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(ADMIN);
  const { user } = await createApiClient({ baseUrl: API_ORIGIN }).call(login, {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  const companyId = user.companyId!;
  const y = new Date().getUTCFullYear();
  let annualPlanId: string | undefined;
  let quarter: number | undefined;
  for (const plan of (await api.call(listAnnualPlans, {})).list.filter((p) => p.startDate === `${y}-01-01`)) {
    const open = (await api.call(listQuarters, { annualPlanId: plan.id })).list.find(
      (q) => q.open.pmAgreement && q.open.pmAssessment,
    );
    if (open) {
      annualPlanId = plan.id;
      quarter = open.quarter;
      break;
    }
  }
  expect(annualPlanId, 'the demo annual plan has a quarter with both windows open').toBeDefined();
  const label = `Q${quarter! + 1}`;

  const bea = await person(api, 'Bea');
  const sam = await person(api, 'Sam', { supervisorId: bea.id });
  // Bea reports to nobody: the committee reviews her. Her quarter stays Draft.
  const { scorecard: beaYear } = await api.call(addEmployeeScorecard, {
    annualPlanId: annualPlanId!,
    employeeId: bea.id,
    name: `${bea.name} year`,
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(addEmployeePeriodicScorecard, { annualScorecardId: beaYear.id, quarter: quarter! });
  const { scorecard } = await api.call(addEmployeeScorecard, {
    annualPlanId: annualPlanId!,
    employeeId: sam.id,
    name: `${sam.name} year`,
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(saveEmployeeKpi, {
    scorecardId: scorecard.id,
    name: 'Calls',
    target: 400,
    weight: 60,
    [`periodicTarget${quarter! + 1}`]: 100,
  });
  await api.call(saveEmployeeKpi, {
    scorecardId: scorecard.id,
    name: 'Attitude',
    kpiType: 'Qualitative',
    manualTarget: 'Helpful',
    weight: 40,
  });
  const { scorecard: periodic } = await api.call(addEmployeePeriodicScorecard, {
    annualScorecardId: scorecard.id,
    quarter: quarter!,
  });
  const scorecardId = periodic.id;
  let record = (await sam.api.call(getReview, { scorecardId })).record;
  record = (
    await sam.api.call(setAgreementStatus, { scorecardId, version: record.version, action: 'submit' })
  ).record;
  await bea.api.call(setAgreementStatus, { scorecardId, version: record.version, action: 'agree' });
  let assessment = (await sam.api.call(getAssessment, { scorecardId })).assessment;
  const calls = assessment.kpis.find((k) => k.name === 'Calls')!;
  assessment = (
    await sam.api.call(updateReviewActual, {
      scorecardId,
      kpiId: calls.kpiId,
      version: calls.version,
      actual: 85,
    })
  ).assessment;
  for (const k of assessment.kpis) {
    assessment = (
      await sam.api.call(saveReviewScore, { scorecardId, kpiId: k.kpiId, version: k.version, score: 3 })
    ).assessment;
  }
  await sam.api.call(setAssessmentStatus, {
    scorecardId,
    version: assessment.record.version,
    action: 'self-assess',
  });
  assessment = (await bea.api.call(getAssessment, { scorecardId })).assessment;
  const attitude = assessment.kpis.find((k) => k.name === 'Attitude')!;
  assessment = (
    await bea.api.call(saveReviewScore, {
      scorecardId,
      kpiId: attitude.kpiId,
      version: attitude.version,
      score: 4,
    })
  ).assessment;
  await bea.api.call(setAssessmentStatus, {
    scorecardId,
    version: assessment.record.version,
    action: 'supervisor-assess',
  });

  await page.setViewportSize({ width: 1500, height: 950 });
  await openHome(page, ADMIN);
  try {
    // the index: every report of the company's modules, by area; the committee's off
    await page.goto('/app/reports/main');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    for (const name of [
      'Strategic scorecard report',
      'Performance agreement report',
      'Employee scorecards report',
      'Employee KPA and initiative report',
      'Employee performance report',
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByText('Your company does not review performance through a committee.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // employee scorecards: the demo's Finance people with their annual scorecards
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Employee scorecards report', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Employee scorecards report' })).toBeVisible();
    await chooseOption(page, 'Business unit', 'Group Services');
    await chooseOption(page, 'Department', 'Finance');
    await expect(page).toHaveURL(/departmentId=/);
    const people = page.getByRole('table', { name: 'Employees' });
    await expect(people.getByRole('row', { name: /Peter Mokoena/ })).toContainText('Peter Mokoena 2026');
    await expect(people.getByRole('row', { name: /Lerato Khumalo/ })).toContainText('Lerato Khumalo 2026');
    expect(await seriousViolations(page)).toEqual([]);

    // employee performance: Sam's rated quarter and the year's average, exported as PDF
    await page.goto(`/app/reports/employee-performance-reports?annualPlanId=${annualPlanId}`);
    await expect(page.getByRole('heading', { name: 'Employee performance report' })).toBeVisible();
    const samRow = page
      .getByRole('table', { name: 'Employees' })
      .getByRole('row', { name: new RegExp(sam.name) });
    await expect(samRow).toContainText('3.40');
    expect(await seriousViolations(page)).toEqual([]);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Export to PDF' }).click();
    await (await popup).close();
    await expect(page.getByRole('link', { name: /employee-performance-.+\.pdf/ })).toBeVisible();

    // the committee's report opened directly while the company has no committee: the page says
    // so, with no refused call behind it (no error toast) and nothing to export
    await page.goto(
      `/app/reports/committee-performance-agreement-reports?annualPlanId=${annualPlanId}&quarter=${label}`,
    );
    await expect(page.getByRole('heading', { name: 'Committee agreement report' })).toBeVisible();
    await expect(page.getByText('No performance committee')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to PDF' })).toHaveCount(0);
    await expect(toasts(page).locator('.p-toast-message')).toHaveCount(0);

    // the committee's report, once the owner switches the committee function on
    await setCommittee(companyId, 'Yes');
    await page.goto('/app/reports/main');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Committee agreement report', exact: true }),
    ).toBeVisible();
    await page.goto(
      `/app/reports/committee-performance-agreement-reports?annualPlanId=${annualPlanId}&quarter=${label}`,
    );
    await expect(page.getByRole('heading', { name: 'Committee agreement report' })).toBeVisible();
    const committee = page.getByRole('table', { name: 'Employees' });
    await expect(committee.getByRole('row', { name: new RegExp(bea.name) })).toContainText('Draft');
    await expect(committee).not.toContainText(sam.name);
    await expect(committee).not.toContainText('Peter Mokoena');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await setCommittee(companyId, 'No');
  }
});
