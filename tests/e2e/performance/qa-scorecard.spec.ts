import {
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  getReview,
  QA_ROUTES,
  saveEmployeeKpi,
  setAgreementStatus,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, newCompany, seriousViolations, signIn, toasts } from '../journeys';
import { invitedPerson, performanceYear } from './set-up';

/*
 * spec §2 /app/annual/quality-assurance/scorecards, §4 "QA review: add, check completeness,
 * complete, recall" (docs/performance.md "Scorecard QA review"): in a fresh company, Rita is the
 * scorecard QA panel (one member: the last reviewer) and reviews Finn, whose quarter's scorecard
 * (Calls 60, Attitude 40) Finn and his supervisor Sam have agreed. Rita adds it to review, checks
 * its completeness, completes the review and recalls it, each from the panel's records. Everything
 * before the panel's page is set up through the API.
 */
test('a scorecard QA reviewer adds an agreed scorecard to review, checks it, completes and recalls the review', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { admin } = await newCompany('Scorecard QA co', {
    modules: ['planning', 'performance'],
    activate: true,
  });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api);
  const sam = await invitedPerson(api, 'Sam');
  const finn = await invitedPerson(api, 'Finn', sam.id);
  const rita = await invitedPerson(api, 'Rita');
  const { scorecard } = await api.call(addEmployeeScorecard, {
    annualPlanId: annual.id,
    employeeId: finn.id,
    name: 'Finn year',
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
  const asFinn = await apiAs(finn);
  const { record } = await asFinn.call(getReview, { scorecardId: periodic.id });
  const { record: submitted } = await asFinn.call(setAgreementStatus, {
    scorecardId: periodic.id,
    version: record.version,
    action: 'submit',
  });
  await (
    await apiAs(sam)
  ).call(setAgreementStatus, {
    scorecardId: periodic.id,
    version: submitted.version,
    action: 'agree',
  });
  await api.call(QA_ROUTES.scorecard.addMember, { employeeId: rita.id });
  await api.call(QA_ROUTES.scorecard.addReview, {
    subjectType: 'employee',
    subjectId: finn.id,
    reviewerId: rita.id,
  });

  // ---- Rita reviews Finn's scorecard from the panel's records
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, rita);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/') && r.status() === 403) refused.push(r.url());
  });
  await page.goto(
    `/app/annual/quality-assurance/scorecards?annualPlanId=${annual.id}&quarter=${quarter.quarter}`,
  );
  const row = page
    .getByRole('table', { name: 'Records under review' })
    .getByRole('row', { name: /Finn Tester/ });
  await expect(row).toContainText('Agreed');
  await expect(row).toContainText('Not started');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Add to review: the scorecard of Finn Tester' }).click();
  await expect(toasts(page)).toContainText('The scorecard of Finn Tester is in review');
  await expect(row).toContainText('In review');
  await row.getByRole('button', { name: 'Check completeness: the scorecard of Finn Tester' }).click();
  await expect(toasts(page)).toContainText('The scorecard of Finn Tester is complete');
  await expect(row).toContainText('In review · checked');
  await row.getByRole('button', { name: 'Complete review: the scorecard of Finn Tester' }).click();
  await expect(toasts(page)).toContainText('Review of the scorecard of Finn Tester completed');
  await expect(row).toContainText('Complete');
  await row.getByRole('button', { name: 'Recall: the scorecard of Finn Tester' }).click();
  await expect(toasts(page)).toContainText('Review of the scorecard of Finn Tester recalled');
  await expect(row).toContainText('In review');
  await expect(row.getByRole('button', { name: /Check completeness/ })).toBeVisible();
  expect(refused).toEqual([]);
});
