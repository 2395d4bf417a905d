import {
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  addReviewArea,
  addReviewCompetency,
  addReviewQuestion,
  addReviewScale,
  getAssessment,
  getCompany,
  getReview,
  saveEmployeeKpi,
  saveReviewScore,
  setAgreementStatus,
  setAssessmentStatus,
  setMeasurementQualitative,
  updateReviewActual,
  updateReviewCompetency,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, OWNER, seriousViolations, signIn } from '../journeys';
import { invitedPerson, pageFor, performanceYear } from '../performance/set-up';

/*
 * The 360 competency review (docs/surveys.md): a fresh company's plan is set up through the API —
 * a competency, an area, a five-point scale, a question. The HR administrator opens the review's
 * screens at their spec path, reads the set-up on its tabs, and sets a 40% contribution; the
 * supervisor answers the employee's review on its screen at the top of the scale (competency
 * score 5); the employee's assessment then shows the competency score and the final score blended from the
 * scorecard rating (0: nothing scored yet): 0 × 60% + 5 × 40% = 2. Once the quarter is rated
 * through the API, the assessment-score report shows the same final score as the review page.
 */

test('an administrator sets a contribution weight, the supervisor answers, and the employee’s assessment shows the blended score', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { company, admin } = await newCompany('Competency Co', {
    modules: ['planning', 'performance', 'surveys'],
    activate: true,
  });
  // the platform owner turns qualitative measurement (the competency review counting) on
  const owner = await apiAs(OWNER);
  const { company: current } = await owner.call(getCompany, { id: company.id });
  await owner.call(setMeasurementQualitative, {
    id: company.id,
    version: current.version,
    measurementQualitative: 'Yes',
  });
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
    weight: 100,
    [`periodicTarget${quarter.quarter + 1}`]: 100,
  });
  const { scorecard: periodic } = await api.call(addEmployeePeriodicScorecard, {
    annualScorecardId: scorecard.id,
    quarter: quarter.quarter,
  });

  const annualPlanId = annual.id;
  await api.call(addReviewCompetency, { annualPlanId, name: 'Customer focus', description: '' });
  await api.call(addReviewArea, { annualPlanId, name: 'Behaviours', description: '' });
  const set = await api.call(addReviewScale, {
    annualPlanId,
    name: 'Proficiency',
    points: ['Rarely shown', 'Developing', 'Proficient', 'Strong', 'Role model'].map((label, i) => ({
      value: i + 1,
      label,
    })),
  });
  await api.call(addReviewQuestion, {
    annualPlanId,
    competencyId: set.item.competencies[0]!.id,
    areaId: set.item.areas[0]!.id,
    scaleId: set.item.scales[0]!.id,
    text: 'Follows up client requests until resolved',
  });
  // the administrator opens the review (spec §2 path) and reads its set-up on its tabs
  await signIn(page, admin);
  await page.goto('/app/annual/degree-360-competencies/competencies');
  await expect(page.getByRole('heading', { name: '360 competency review' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Competencies' })).toContainText('Customer focus');

  await page.getByRole('link', { name: 'Assessment questions' }).click();
  const questions = page.getByRole('table', { name: 'Assessment questions' });
  await expect(questions).toContainText('Follows up client requests until resolved');
  await expect(questions).toContainText('Proficiency');
  expect(await seriousViolations(page)).toEqual([]);

  // and sets the contribution
  await page.getByRole('link', { name: 'Contribution' }).click();
  await expect(page.getByTestId('contribution-now')).toHaveText(/Not used/);
  await page.getByLabel('Contribution weight (%)').fill('40');
  await page.getByRole('button', { name: 'Save contribution' }).click();
  await expect(page.getByTestId('contribution-now')).toHaveText(/makes up 40%/);

  // edits in place; a change made meanwhile is not overwritten (409: the conflict notice)
  await page.getByRole('link', { name: 'Competencies' }).click();
  const competencies = page.getByRole('list', { name: 'Competencies' });
  await page.getByRole('button', { name: 'Edit Customer focus' }).click();
  const competency = set.item.competencies[0]!;
  await api.call(updateReviewCompetency, {
    annualPlanId,
    id: competency.id,
    version: competency.version,
    name: 'Customer focus',
    description: 'Puts clients first',
  });
  const edit = page.getByRole('form', { name: 'Edit Customer focus' });
  await edit.getByLabel('Description').fill('Stale words');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Changed by someone else' })).toBeVisible();
  await page.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(competencies).toContainText('Puts clients first');
  await page.getByRole('button', { name: 'Edit Customer focus' }).click();
  await edit.getByLabel('Description').fill('Follows through for clients');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(competencies).toContainText('Follows through for clients');
  await expect(competencies).not.toContainText('Stale words');

  // the supervisor answers the employee's review on its screen, at the top of the scale
  const bea = await pageFor(browser, boss);
  await bea.goto(`/app/annual/degree-360-competencies/answer?annualPlanId=${annualPlanId}`);
  await expect(bea.getByRole('heading', { name: 'Answer a competency review' })).toBeVisible();
  await chooseOption(bea, 'Employee', 'Wren Tester');
  const customerFocus = bea.getByRole('region', { name: 'Customer focus' });
  await expect(customerFocus.getByRole('heading', { name: 'Behaviours' })).toBeVisible();
  await customerFocus
    .getByRole('group', { name: 'Follows up client requests until resolved' })
    .getByLabel('5 Role model')
    .check();
  await bea.getByRole('button', { name: 'Save answers' }).click();
  await expect(bea.getByTestId('competency-score')).toContainText('Competency score 5');
  expect(await seriousViolations(bea)).toEqual([]);

  // the employee's assessment shows the competency score and the blend
  const me = await pageFor(browser, worker);
  await me.goto(
    `/app/my-inbox/performance-assessment-review?annualPlanId=${annualPlanId}&scorecardId=${periodic.id}`,
  );
  await expect(me.getByTestId('review-competency')).toContainText('5');
  await expect(me.getByTestId('review-final')).toContainText('2');
  await expect(me.getByText('Scorecard 0 × 60% + competencies 5 × 40%')).toBeVisible();
  expect(await seriousViolations(me)).toEqual([]);

  // and opens the competency review from it, to read
  await me.getByRole('link', { name: 'Open the competency review' }).click();
  await expect(me.getByTestId('competency-score')).toContainText('Competency score 5');
  await expect(me.getByLabel('5 Role model')).toBeChecked();
  await expect(me.getByLabel('5 Role model')).toBeDisabled();
  await expect(me.getByRole('button', { name: 'Save answers' })).toHaveCount(0);

  // the scale now holds an answer: new points are refused in place (422, said in the form), a new
  // name is saved; the question's text is edited in place too
  await page.getByRole('link', { name: 'Assessment scales' }).click();
  await page.getByRole('button', { name: 'Edit Proficiency' }).click();
  const scaleForm = page.getByRole('form', { name: 'Edit Proficiency' });
  await scaleForm.getByLabel(/^Points/).fill('1 Rarely shown\n2 Developing\n3 Role model');
  await scaleForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(scaleForm.getByRole('alert')).toHaveText(
    'The assessment scale “Proficiency” holds 1 answer: its points cannot change (its name can).',
  );
  await scaleForm
    .getByLabel(/^Points/)
    .fill(
      ['Rarely shown', 'Developing', 'Proficient', 'Strong', 'Role model']
        .map((l, i) => `${i + 1} ${l}`)
        .join('\n'),
    );
  await scaleForm.getByLabel('Name').fill('Proficiency levels');
  await scaleForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('list', { name: 'Assessment scales' })).toContainText(
    'Proficiency levels: 1 Rarely shown',
  );
  await page.getByRole('link', { name: 'Assessment questions' }).click();
  await page.getByRole('button', { name: 'Edit Follows up client requests until resolved' }).click();
  const questionForm = page.getByRole('form', { name: 'Edit Follows up client requests until resolved' });
  await questionForm.getByLabel('Question').fill('Follows up every client request until resolved');
  await questionForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(questions).toContainText('Follows up every client request until resolved');
  await expect(questions).toContainText('Proficiency levels');

  // the quarter rated through the API: the assessment-score report shows the review page's final
  // score, the blend's working and the scorecard's scores beside it (docs/surveys.md)
  const wrenApi = await apiAs(worker);
  const beaApi = await apiAs(boss);
  const scorecardId = periodic.id;
  let record = (await wrenApi.call(getReview, { scorecardId })).record;
  record = (
    await wrenApi.call(setAgreementStatus, { scorecardId, version: record.version, action: 'submit' })
  ).record;
  await beaApi.call(setAgreementStatus, { scorecardId, version: record.version, action: 'agree' });
  let assessment = (await wrenApi.call(getAssessment, { scorecardId })).assessment;
  const calls = assessment.kpis[0]!;
  assessment = (
    await wrenApi.call(updateReviewActual, {
      scorecardId,
      kpiId: calls.kpiId,
      version: calls.version,
      actual: 85,
    })
  ).assessment;
  const rated = assessment.kpis[0]!;
  assessment = (
    await wrenApi.call(saveReviewScore, { scorecardId, kpiId: rated.kpiId, version: rated.version, score: 3 })
  ).assessment;
  await wrenApi.call(setAssessmentStatus, {
    scorecardId,
    version: assessment.record.version,
    action: 'self-assess',
  });
  assessment = (await beaApi.call(getAssessment, { scorecardId })).assessment;
  await beaApi.call(setAssessmentStatus, {
    scorecardId,
    version: assessment.record.version,
    action: 'supervisor-assess',
  });
  const { competency: blend } = (await beaApi.call(getAssessment, { scorecardId })).assessment;
  expect(blend.blended).toBe(true);
  await page.goto(
    `/app/reports/assessment-score-reports?annualPlanId=${annualPlanId}&quarter=Q${quarter.quarter + 1}`,
  );
  await expect(page.getByText('scorecard score × 60% + 360 competency review × 40%')).toBeVisible();
  const wrenRow = page.getByRole('table', { name: 'Employees' }).getByRole('row', { name: /Wren Tester/ });
  await expect(wrenRow).toContainText(blend.finalScore.toFixed(2));
  await expect(wrenRow).toContainText(blend.scorecardTotal.toFixed(2));
  expect(await seriousViolations(page)).toEqual([]);
});
