import {
  addOrgSurvey,
  addSurvey,
  addSurveyCompetency,
  addSurveyQuestion,
  addSurveyReviewers,
  addSurveyScale,
  getOrgSurveyJob,
  sendOrgSurvey,
  shareSurvey,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, newCompany, seriousViolations, unique } from '../journeys';
import { invitedPerson, pageFor } from '../performance/set-up';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/*
 * My inbox's survey views (docs/surveys.md): a fresh company with Bea and Wren, who reports to her,
 * set up through the API — a 360-degree survey about Wren shared with one outside reviewer, and an
 * organisational survey sent to everyone. Bea's subordinates' page shows the survey's completion
 * (0 of 1 answered, no reviewer named); Wren's own page shows it with no report yet, and the
 * organisational survey waiting for her answer.
 */
test('the inbox review pages show the 360-degree and organisational surveys a person may see', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { admin } = await newCompany('Inbox surveys co', {
    modules: ['planning', 'performance', 'surveys'],
    activate: true,
  });
  const api = await apiAs(admin);
  const bea = await invitedPerson(api, 'Bea');
  const wren = await invitedPerson(api, 'Wren', bea.id);
  const scale = (
    await api.call(addSurveyScale, {
      name: 'Agreement',
      points: ['Disagree', 'Neutral', 'Agree'].map((label, i) => ({ value: i + 1, label })),
    })
  ).item;
  const competency = (await api.call(addSurveyCompetency, { name: 'Teamwork' })).item;
  await api.call(addSurveyQuestion, { competencyId: competency.id, text: 'Shares what they know' });
  const title = unique('Wren 360');
  const survey = (
    await api.call(addSurvey, {
      title,
      subjectId: wren.id,
      scaleId: scale.id,
      competencyIds: [competency.id],
      startDate: day(0),
      endDate: day(14),
    })
  ).item;
  const withReviewer = (
    await api.call(addSurveyReviewers, {
      id: survey.id,
      version: survey.version,
      reviewers: [
        {
          relationship: 'outside',
          name: 'Olga Outside',
          email: `${unique('olga').replace(' ', '-')}@example.com`,
        },
      ],
    })
  ).item;
  await api.call(shareSurvey, { id: withReviewer.id, version: withReviewer.version });
  const orgTitle = unique('Pulse');
  const org = (
    await api.call(addOrgSurvey, {
      title: orgTitle,
      period: '2026',
      scaleId: scale.id,
      competencyIds: [competency.id],
      unitIds: [],
      startDate: day(0),
      endDate: day(7),
    })
  ).item;
  const { job } = await api.call(sendOrgSurvey, { id: org.id, version: org.version });
  for (let state = job.state; state !== 'committed';) {
    expect(state).not.toBe('undone');
    await new Promise((done) => setTimeout(done, 200));
    state = (await api.call(getOrgSurveyJob, { id: job.id })).job.state;
  }

  // Bea, Wren's supervisor: completion of Wren's survey, never who answered
  const page = await pageFor(browser, bea);
  await page.goto('/app/my-inbox/subordinate-employee-reviews');
  await page
    .getByRole('group', { name: 'Views' })
    .getByRole('button', { name: '360-degree surveys' })
    .click();
  const team = page.getByRole('table', { name: '360-degree surveys of my team' });
  await expect(team.getByRole('row', { name: new RegExp(title) })).toContainText('Wren Tester');
  await expect(team.getByRole('row', { name: new RegExp(title) })).toContainText('0 of 1 answered');
  await expect(team).not.toContainText('Olga');
  expect(await seriousViolations(page)).toEqual([]);

  // Wren: her own survey, open, no report yet; the organisational survey waiting for her answer
  const me = await pageFor(browser, wren);
  await me.goto('/app/my-inbox/employee-reviews?view=degree-360');
  const mine = me.getByRole('table', { name: '360-degree surveys about me' });
  await expect(mine.getByRole('row', { name: new RegExp(title) })).toContainText('Open');
  await expect(mine.getByRole('row', { name: new RegExp(title) })).toContainText(
    'When enough reviewers have answered',
  );
  await expect(mine.getByRole('link')).toHaveCount(0);
  await me
    .getByRole('group', { name: 'Views' })
    .getByRole('button', { name: 'Surveys', exact: true })
    .click();
  await expect(me).toHaveURL(/view=surveys/);
  await expect(me.getByRole('table', { name: 'Surveys to answer' })).toContainText(orgTitle);
  expect(await seriousViolations(me)).toEqual([]);
});
