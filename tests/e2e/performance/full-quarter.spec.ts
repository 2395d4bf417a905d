import { addScorecardTemplate, listEmployeeScorecards, saveEmployeeKpi } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, tinyPdf, toasts } from '../journeys';
import { invitedPerson, pageFor, performanceYear, reviewStatus } from './set-up';

/*
 * One quarter from scorecard to final rating, three people each signed in in their own
 * browser context — an employee, their supervisor and a QA reviewer — and the administrator who
 * set up the QA panel and reads the scores report.
 *
 * The employee builds their annual scorecard from the library template “Call centre agent” and
 * the quarter's scorecard from it, and submits the agreement. The supervisor disputes it (the
 * agreement should be a Probation one); the employee corrects the type and resubmits; the
 * supervisor agrees. The employee enters the actual with evidence and self assesses; the
 * supervisor scores and marks the review complete; the QA reviewer checks completeness and
 * completes it. The final rating, by hand:
 *
 *   KPI       type          quarter target  actual  weight  score
 *   Calls     Quantitative  100             85      60      85% → band 80–99 → 3
 *   Attitude  Qualitative   “Helpful”       —       40      supervisor 4
 *   rating = 3 × 0.6 + 4 × 0.4 = 3.4
 */

const FINAL_RATING = 3 * 0.6 + 4 * 0.4;

test('an employee, their supervisor and a QA reviewer take a quarter from a library scorecard to the final rating the scores report shows', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { admin } = await newCompany('Full Quarter Co', {
    modules: ['planning', 'performance'],
    activate: true,
  });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api);
  const q = quarter.quarter + 1;

  // the library template (the administrator keeps the library)
  const template = 'Call centre agent';
  const { scorecard: tpl } = await api.call(addScorecardTemplate, {
    annualPlanId: annual.id,
    name: template,
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(saveEmployeeKpi, {
    scorecardId: tpl.id,
    name: 'Calls',
    target: 400,
    weight: 60,
    [`periodicTarget${q}`]: 100,
  });
  await api.call(saveEmployeeKpi, {
    scorecardId: tpl.id,
    name: 'Attitude',
    kpiType: 'Qualitative',
    manualTarget: 'Helpful',
    weight: 40,
  });

  const boss = await invitedPerson(api, 'Bea');
  const worker = await invitedPerson(api, 'Wren', boss.id);
  const reviewer = await invitedPerson(api, 'Quinn');

  // ---- the administrator puts Quinn on the performance QA panel and has them review Wren
  const adm = await pageFor(browser, admin);
  await adm.goto('/app/annual/quality-assurance/members');
  await expect(adm.getByRole('heading', { name: 'QA members' })).toBeVisible();
  await chooseOption(adm, 'Employee', reviewer.fullName);
  await adm.getByRole('button', { name: 'Add member' }).click();
  await expect(
    adm.getByRole('table', { name: 'Panel members' }).getByRole('row').filter({ hasText: reviewer.fullName }),
  ).toContainText('✓');
  await adm.goto('/app/annual/quality-assurance/employees');
  await chooseOption(adm, 'Employee or unit', worker.fullName);
  await chooseOption(adm, 'Reviewer', reviewer.fullName);
  await adm.getByRole('button', { name: 'Assign reviewer' }).click();
  await expect(
    adm.getByRole('table', { name: 'Reviews' }).getByRole('row').filter({ hasText: worker.fullName }),
  ).toContainText(reviewer.fullName);

  // ---- the employee builds the annual scorecard from the library, then the quarter's
  const me = await pageFor(browser, worker);
  const name = 'Wren year';
  await me.goto('/app/my-inbox/annual-employee-scorecards/add-scorecard');
  await expect(me.getByRole('heading', { level: 1, name: 'Add employee scorecard' })).toBeVisible();
  await me.getByLabel('Name', { exact: true }).fill(name);
  await chooseOption(me, 'Build from', 'A library template');
  await chooseOption(me, 'Template', template);
  await me.getByRole('button', { name: 'Add employee scorecard' }).click();
  await expect(toasts(me)).toContainText(`“${name}” added`);
  await expect(me.getByRole('heading', { level: 1, name: `Employee scorecard: ${name}` })).toBeVisible();
  await expect(me.getByRole('table').filter({ hasText: 'Calls' }).first()).toContainText('Attitude');

  await me.goto('/app/my-inbox/periodic-employee-scorecards');
  await expect(me.getByRole('heading', { level: 1, name: 'My quarterly scorecards' })).toBeVisible();
  await chooseOption(me, 'From the annual scorecard', name);
  await chooseOption(me, 'Quarter', quarter.label);
  await me.getByRole('button', { name: 'Build quarter scorecard' }).click();
  await expect(toasts(me).locator('.p-toast-message-error')).toHaveCount(0);
  const mine = await apiAs(worker);
  await expect
    .poll(
      async () =>
        (await mine.call(listEmployeeScorecards, { annualPlanId: annual.id, type: 'periodic' })).list.length,
    )
    .toBe(1);
  const periodic = (await mine.call(listEmployeeScorecards, { annualPlanId: annual.id, type: 'periodic' }))
    .list[0]!;
  const agreementUrl = `/app/my-inbox/performance-agreement-review?annualPlanId=${annual.id}&scorecardId=${periodic.id}`;
  const assessmentUrl = `/app/my-inbox/performance-assessment-review?annualPlanId=${annual.id}&scorecardId=${periodic.id}`;

  // ---- the employee submits the agreement
  await me.goto(agreementUrl);
  await expect(me.getByRole('heading', { name: 'Performance agreements' })).toBeVisible();
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Draft');
  await me.getByRole('button', { name: 'Submit to my supervisor' }).click();
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Submitted');
  await expect(reviewStatus(me, 'Waiting on')).toContainText('Bea');

  // ---- the supervisor disputes it with a note
  const sup = await pageFor(browser, boss);
  await sup.goto(agreementUrl);
  await expect(sup.getByRole('region', { name: 'My team’s quarters' })).toContainText('Wren');
  await sup
    .getByLabel('Notes', { exact: true })
    .fill('You are on probation this quarter: the agreement type must be Probation');
  await sup.getByRole('button', { name: 'Dispute' }).click();
  await expect(reviewStatus(sup, 'Agreement')).toHaveText('Disputed');

  // ---- the employee reads the note, corrects the agreement and submits again (the scorecard
  // itself is the employee's to change only while the agreement is Draft — see the report)
  await me.reload();
  await expect(me.getByRole('region', { name: 'Notes history' })).toContainText('Probation');
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Disputed');
  await expect(reviewStatus(me, 'Type')).toHaveText('Standard');
  await me.locator('.review-type').getByLabel('Type', { exact: true }).selectOption('Probation');
  await me.getByRole('button', { name: 'Change type' }).click();
  await expect(reviewStatus(me, 'Type')).toHaveText('Probation');
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Disputed');
  await me.getByRole('button', { name: 'Submit to my supervisor' }).click();
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Submitted');

  // ---- the supervisor agrees
  await sup.reload();
  await expect(reviewStatus(sup, 'Agreement')).toHaveText('Submitted');
  await sup.getByRole('button', { name: 'Agree' }).click();
  await expect(reviewStatus(sup, 'Agreement')).toHaveText('Agreed');

  // ---- the employee's actual (against the corrected target), evidence and self assessment
  await me.goto(assessmentUrl);
  await expect(me.getByRole('heading', { name: 'Performance assessments' })).toBeVisible();
  await me.getByLabel('Actual Calls', { exact: true }).fill('85');
  await me.getByLabel('Self score Calls', { exact: true }).fill('3');
  await me.getByRole('button', { name: 'Save Calls' }).click();
  await expect(me.getByRole('row', { name: /Calls/ })).toContainText('85%');
  // the self score is saved after the actual: evidence attached before then would race its version
  await expect(toasts(me)).toContainText('“Calls” saved');
  await me.getByLabel('Attach evidence for Calls').setInputFiles({
    name: 'calls.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Call log'),
  });
  await expect(
    me.getByRole('row', { name: /Calls/ }).getByRole('button', { name: 'calls.pdf' }),
  ).toBeVisible();
  await me.getByLabel('Self score Attitude', { exact: true }).fill('4');
  await me.getByRole('button', { name: 'Save Attitude' }).click();
  await expect(me.getByRole('row', { name: /Attitude/ })).toContainText('4');
  await me.getByRole('button', { name: 'Submit self assessment' }).click();
  await expect(reviewStatus(me, 'Assessment')).toHaveText('Self Assessed');

  // ---- the supervisor scores, marks it supervisor assessed and the review complete
  await sup.goto(assessmentUrl);
  await expect(reviewStatus(sup, 'Assessment')).toHaveText('Self Assessed');
  await sup.getByLabel('Supervisor score Attitude', { exact: true }).fill('4');
  await sup.getByRole('button', { name: 'Save Attitude' }).click();
  await expect(sup.getByTestId('review-total').locator('.score-badge')).toContainText(String(FINAL_RATING));
  await sup.getByRole('button', { name: 'Mark supervisor assessed' }).click();
  await expect(reviewStatus(sup, 'Assessment')).toHaveText('Supervisor Assessed');
  await sup.getByRole('button', { name: 'Mark review complete' }).click();
  await expect(reviewStatus(sup, 'Review complete')).toHaveText('✓');
  await expect(reviewStatus(sup, 'Waiting on')).toContainText('Quinn');
  await expect(toasts(sup).locator('.p-toast-message-error')).toHaveCount(0);

  // ---- the QA reviewer checks completeness and completes the review
  const qa = await pageFor(browser, reviewer);
  await qa.goto(assessmentUrl);
  await expect(qa.getByRole('heading', { name: 'Performance assessments' })).toBeVisible();
  await expect(reviewStatus(qa, 'QA')).toHaveText('Not Started');
  await qa.getByRole('button', { name: 'Check completeness' }).click();
  await expect(reviewStatus(qa, 'QA')).toHaveText('In Review');
  await qa.getByRole('button', { name: 'Complete review' }).click();
  await expect(reviewStatus(qa, 'QA')).toHaveText('Complete');
  await expect(reviewStatus(qa, 'Assessment')).toHaveText('Complete');
  await expect(toasts(qa).locator('.p-toast-message-error')).toHaveCount(0);
  expect(await seriousViolations(qa)).toEqual([]);

  // ---- the administrator reads the final rating in the scores report
  await adm.goto(`/app/reports/assessment-score-reports?annualPlanId=${annual.id}&quarter=Q${q}`);
  await expect(adm.getByRole('heading', { name: 'Assessment score report' })).toBeVisible();
  const row = adm
    .getByRole('table', { name: 'Employees' })
    .getByRole('row')
    .filter({ hasText: worker.fullName });
  // the scores report prints two decimals: 3.40
  await expect(row.locator('.report-score').first()).toHaveText(FINAL_RATING.toFixed(2));
  expect(await seriousViolations(adm)).toEqual([]);
});
