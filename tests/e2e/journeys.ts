import { expect, type Page } from '@playwright/test';

/** The demo logins the stack seeds (README: demo logins). */
export const OWNER = {
  email: 'owner@stratum.test',
  password: 'Owner!2026pass',
  home: /\/app\/companies\/list$/,
};
export const ADMIN = { email: 'admin@acme.test', password: 'Admin!2026pass', home: /\/app\/dashboard$/ };

/** Where the web app keeps the signed-in user (web/src/lib/session/store.ts). */
export const SESSION_KEY = 'stratum.session';

export const storedSession = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);

/** Fills the sign-in form (already open) and submits it. */
export const submitSignIn = async (page: Page, who: { email: string; password: string }) => {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Signs in from a fresh page and waits for the role's home. */
export const signIn = async (page: Page, who: typeof OWNER | typeof ADMIN) => {
  await page.goto('/app/sessions/signIn');
  await submitSignIn(page, who);
  await expect(page).toHaveURL(who.home);
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
