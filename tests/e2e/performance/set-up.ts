import {
  addAnnualPlan,
  addEmployee,
  addRatingScale,
  createApiClient,
  listQuarters,
  resetPassword,
  strategicPlanRoutes,
  type TQuarter,
} from '@stratum/contracts';
import type { Browser, Page } from '@playwright/test';
import type { apiAs } from '../journeys';
import { API_ORIGIN, invitationLink, latestMailTo, signIn, unique } from '../journeys';

/*
 * What the performance journeys set up through the API before the browser takes over: a
 * strategic plan with the five-band scale (0–59 → 1 Poor … 120–149 → 5 Excellent), this year's
 * annual plan and its quarter whose windows are open; people with their own sign-in; a browser
 * context per person.
 */

export type Api = Awaited<ReturnType<typeof apiAs>>;

export const BANDS = [
  ['Poor', 59],
  ['Fair', 79],
  ['Good', 99],
  ['Very good', 119],
  ['Excellent', 149],
] as const;

/** This year's annual plan under a new strategic plan with the five bands, and its open quarter. */
export const performanceYear = async (
  api: Api,
  open: (q: TQuarter) => boolean = (q) => q.open.pmAgreement && q.open.pmAssessment,
) => {
  const y = new Date().getUTCFullYear();
  const { strategic } = await api.call(strategicPlanRoutes.add, {
    description: unique('Vision'),
    startDate: `${y}-01-01`,
    endDate: `${y + 2}-12-31`,
    status: 'Active',
  });
  for (const [description, target] of BANDS) {
    await api.call(addRatingScale, { strategicPlanId: strategic.id, description, target });
  }
  const { item: annual } = await api.call(addAnnualPlan, {
    strategicPlanId: strategic.id,
    startDate: `${y}-01-01`,
    endDate: `${y}-12-31`,
  });
  const quarter = (await api.call(listQuarters, { annualPlanId: annual.id })).list.find(open)!;
  return { strategic, annual, quarter };
};

/**
 * An employee given access (optionally reporting to `supervisorId`) who set their password
 * `<first>!2026pass` from the invitation, as a new user does.
 */
export const invitedPerson = async (api: Api, first: string, supervisorId?: string) => {
  const email = `${unique(first.toLowerCase()).replace(' ', '-')}@example.com`;
  const { employee } = await api.call(addEmployee, {
    firstName: first,
    lastName: 'Tester',
    email,
    giveAccess: true,
    ...(supervisorId ? { supervisorId } : {}),
  });
  const authKey = new URL(invitationLink(await latestMailTo(email, /invited/))).searchParams.get('authKey');
  const password = `${first}!2026pass`;
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email,
    password,
    authKey: authKey ?? '',
  });
  return { id: employee.id, fullName: employee.fullName, email, password, home: /\/app\/dashboard$/ };
};

/** A signed-in page in a browser context of its own (one person each). */
export const pageFor = async (browser: Browser, who: { email: string; password: string; home: RegExp }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, who);
  return page;
};

/** A value of the review screen's status list (Agreement, Assessment, Waiting on, …). */
export const reviewStatus = (page: Page, label: string) =>
  page
    .locator('.review-record .review-status div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
