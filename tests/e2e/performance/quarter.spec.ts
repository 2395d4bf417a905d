import {
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  listQuarters,
  saveEmployeeKpi,
  updateQuarter,
} from '@stratum/contracts';
import { RATING_PALETTE } from '@stratum/rules';
import { expect, test } from '@playwright/test';
import { apiAs, newCompany, seriousViolations, tinyPdf, toasts } from '../journeys';
import { invitedPerson, pageFor, performanceYear, reviewStatus } from './set-up';

/*
 * One quarter of the performance cycle, an employee and their supervisor each signed in
 * in their own browser context: the employee submits the agreement; the supervisor disputes it
 * with notes; the employee resubmits; the supervisor agrees. The employee enters the actual with
 * evidence and their own scores and self assesses; the supervisor scores the qualitative KPI and
 * marks the quarter supervisor assessed. The rating is the engine's, in the plan's band colour:
 *
 *   KPI       type          quarter target  actual  weight  score
 *   Calls     Quantitative  100             85      60      85% → band 80–99 → 3
 *   Attitude  Qualitative   “Helpful”       —       40      supervisor 4
 *   rating = 3 × 0.6 + 4 × 0.4 = 3.4 → band 3 (green)
 *
 * With the assessment window shut, marking the review complete answers “Period is closed”.
 */

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('an employee and a supervisor take a quarter from agreement to supervisor assessed; a shut window answers Period is closed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { admin } = await newCompany('Quarter Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api);

  const boss = await invitedPerson(api, 'Bea');
  const worker = await invitedPerson(api, 'Wren', boss.id);
  const { scorecard } = await api.call(addEmployeeScorecard, {
    annualPlanId: annual.id,
    employeeId: worker.id,
    name: 'Wren year',
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(saveEmployeeKpi, {
    scorecardId: scorecard.id,
    name: 'Calls',
    target: 400,
    weight: 60,
    [`periodicTarget${quarter.quarter + 1}`]: 100,
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
    quarter: quarter.quarter,
  });
  const agreementUrl = `/app/my-inbox/performance-agreement-review?annualPlanId=${annual.id}&scorecardId=${periodic.id}`;
  const assessmentUrl = `/app/my-inbox/performance-assessment-review?annualPlanId=${annual.id}&scorecardId=${periodic.id}`;

  // the employee submits the agreement
  const me = await pageFor(browser, worker);
  await me.goto(agreementUrl);
  await expect(me.getByRole('heading', { name: 'Performance agreements' })).toBeVisible();
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Draft');
  await me.getByRole('button', { name: 'Submit to my supervisor' }).click();
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Submitted');
  await expect(reviewStatus(me, 'Waiting on')).toContainText('Bea');
  expect(await seriousViolations(me)).toEqual([]);

  // the supervisor disputes it with notes (the dispute needs them)
  const sup = await pageFor(browser, boss);
  await sup.goto(agreementUrl);
  await expect(sup.getByRole('region', { name: 'My team’s quarters' })).toContainText('Wren');
  const dispute = sup.getByRole('button', { name: 'Dispute' });
  await expect(dispute).toBeDisabled();
  // the notes are rich text: “Calls” in bold (the toolbar's Bold, then off again)
  const notes = sup.getByRole('textbox', { name: 'Notes', exact: true });
  await notes.click();
  const bold = sup.getByRole('button', { name: 'Bold', exact: true }).first();
  await bold.click();
  await notes.pressSequentially('Calls');
  await bold.click();
  await notes.pressSequentially(' target is too low');
  // Tab leaves the editor (no tab character typed into the note)
  await notes.press('Tab');
  await expect(notes).not.toBeFocused();
  await expect(notes).toHaveText('Calls target is too low');
  await expect(dispute).toBeEnabled();
  expect(await seriousViolations(sup)).toEqual([]);
  await dispute.click();
  await expect(reviewStatus(sup, 'Agreement')).toHaveText('Disputed');
  await expect(sup.getByRole('region', { name: 'Notes history' })).toContainText('Calls target is too low');

  // the employee reads the note, its bold kept through the server's sanitiser, and submits again;
  // the supervisor agrees
  await me.reload();
  const history = me.getByRole('region', { name: 'Notes history' });
  await expect(history).toContainText('Calls target is too low');
  await expect(history.locator('.review-note-body strong')).toHaveText('Calls');
  await me.getByRole('button', { name: 'Submit to my supervisor' }).click();
  await expect(reviewStatus(me, 'Agreement')).toHaveText('Submitted');
  await sup.reload();
  await sup.getByRole('button', { name: 'Agree' }).click();
  await expect(reviewStatus(sup, 'Agreement')).toHaveText('Agreed');

  // the employee's actuals, evidence and own scores, then the self assessment
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
  expect(await seriousViolations(me)).toEqual([]);

  // the supervisor scores and marks it supervisor assessed: the rating is 3.4, green
  await sup.goto(assessmentUrl);
  await sup.getByLabel('Supervisor score Attitude', { exact: true }).fill('4');
  await sup.getByRole('button', { name: 'Save Attitude' }).click();
  const total = sup.getByTestId('review-total').locator('.score-badge');
  await expect(total).toContainText('3.4');
  await expect(total).toHaveCSS('background-color', rgb(RATING_PALETTE.green));
  await sup.getByRole('button', { name: 'Mark supervisor assessed' }).click();
  await expect(reviewStatus(sup, 'Assessment')).toHaveText('Supervisor Assessed');
  await expect(toasts(sup).locator('.p-toast-message-error')).toHaveCount(0);
  expect(await seriousViolations(sup)).toEqual([]);

  // the assessment window shut: marking the review complete is refused
  const q = (await api.call(listQuarters, { annualPlanId: annual.id })).list[quarter.quarter]!;
  await api.call(updateQuarter, {
    annualPlanId: annual.id,
    quarter: q.quarter,
    version: q.version,
    startDate: q.startDate,
    endDate: q.endDate,
    assessmentStartDate: q.assessmentStartDate,
    assessmentEndDate: q.assessmentEndDate,
    pmAgreementStartDate: q.pmAgreementStartDate,
    pmAgreementEndDate: q.pmAgreementEndDate,
    pmAssessmentStartDate: null,
    pmAssessmentEndDate: null,
  });
  await sup.reload();
  await expect(sup.getByRole('heading', { name: 'Performance assessments' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(reviewStatus(sup, 'Assessment window')).toHaveText('closed', { timeout: 20_000 });
  await expect(sup.getByRole('note')).toContainText('Assessment window is closed today');
  await sup.getByRole('button', { name: 'Mark review complete' }).click();
  await expect(toasts(sup)).toContainText('Period is closed');
  await expect(reviewStatus(sup, 'Review complete')).toHaveText('—');
});
