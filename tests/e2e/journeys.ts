import AxeBuilder from '@axe-core/playwright';
import {
  addCompany,
  addUserManual,
  createApiClient,
  login,
  resetPassword,
  updateCompanyModule,
  type ModuleKey,
  type TCompany,
} from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mailPort, stackEnvDir } from './playwright.config';

/** Where the setup project keeps a demo role's signed-in browser state (sign-in.setup.ts). */
const stateFile = (role: string) => fileURLToPath(new URL(`.auth/${role}.json`, import.meta.url));

/**
 * The demo logins the stack seeds (README: demo logins): `path` opens their home, `state` is their
 * stored session.
 */
export const OWNER = {
  email: 'owner@stratum.test',
  password: 'Owner!2026pass',
  home: /\/app\/dashboard$/,
  path: '/app/dashboard',
  state: stateFile('owner'),
};
export const ADMIN = {
  email: 'admin@acme.test',
  password: 'Admin!2026pass',
  home: /\/app\/dashboard$/,
  path: '/app/dashboard',
  state: stateFile('admin'),
};
export type DemoRole = typeof OWNER;

/** The people of the seeded demo companies (Acme, Northwind, the consultant in both). */
const DEMO_PERSON = /@(acme|northwind)\.test$|^consultant@stratum\.test$/;

/**
 * Journeys in the demo companies run one at a time (the `demo` project, playwright.config.ts);
 * every other journey runs beside others, so one that works as a demo person unlisted would race
 * them. Refused here, where a journey first becomes that person.
 */
const workInDemoOnlyWhenListed = (email: string) => {
  if (!DEMO_PERSON.test(email)) return;
  const { project, file } = test.info();
  if (project.name === 'demo' || project.name === 'sign-in') return;
  throw new Error(
    `${file} works as ${email} in a demo company: list it in DEMO_JOURNEYS (tests/e2e/playwright.config.ts) so that it runs one at a time with the other demo journeys`,
  );
};

/** Where the web app keeps the signed-in user (web/src/lib/session/store.ts). */
export const SESSION_KEY = 'stratum.session';

export const storedSession = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);

/** Fills the sign-in form (already open) and submits it. */
export const submitSignIn = async (page: Page, who: { email: string; password: string }) => {
  workInDemoOnlyWhenListed(who.email);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Signs in from a fresh page and waits for the role's home. */
export const signIn = async (page: Page, who: { email: string; password: string; home: RegExp }) => {
  await page.goto('/app/sessions/signIn');
  await submitSignIn(page, who);
  await expect(page).toHaveURL(who.home);
};

/**
 * Signs out from the user menu and waits for the sign-in screen: the sign-out call is still in
 * flight after the click, and a navigation before it ends would keep the stored session.
 */
export const signOut = async (page: Page, menuName: string) => {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
};

/**
 * Opens a demo role's home in a page whose context was made with that role's stored session
 * (`test.use({ storageState: ADMIN.state })`): for journeys whose subject is not signing in. The
 * SPA restores the session from localStorage, as after a reload.
 */
export const openHome = async (page: Page, who: DemoRole) => {
  workInDemoOnlyWhenListed(who.email);
  await page.goto(who.path);
  await expect(page).toHaveURL(who.home);
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Picks an option of a PrimeReact dropdown by its label (the label names the dropdown's hidden
 * keyboard input; the visible box is what a person clicks).
 */
export const chooseOption = async (page: Page, label: string, option: string) => {
  await page
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " p-dropdown ")][1]')
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The panel fades out after the choice: wait until it is gone, so nothing reads it half-faded.
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
};

/** The app's toasts (lib/notify → the one PrimeReact Toast). */
export const toasts = (page: Page) => page.locator('.p-toast');

/** axe's serious and critical findings, one line each. */
export const seriousViolations = async (page: Page) => {
  // The page as it settles: a loading overlay dims everything under it (axe would report all of
  // that text as low contrast while a late query is on its way).
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

// ---------- fresh data, so journeys depend neither on each other nor on the demo company ----------

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A name no other run or journey uses. */
export const unique = (prefix: string) => `${prefix} ${stamp()}`;

/** A company name and an administrator email no other run or journey uses. */
export const freshNames = (prefix: string) => {
  const id = stamp();
  return { companyName: `${prefix} ${id}`, email: `admin-${id}@example.com` };
};

/** The stack the browser talks to (playwright.config.ts `baseURL`). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

/** The contracts' typed client, signed in as `who`: for setting up data, not for what a test checks. */
export const apiAs = async (who: { email: string; password: string }) => {
  workInDemoOnlyWhenListed(who.email);
  const session: { token?: string } = {};
  const client = createApiClient({ baseUrl: API_ORIGIN, getToken: () => session.token });
  session.token = (await client.call(login, { email: who.email, password: who.password })).user.apiToken;
  return client;
};

export const STRONG_PASSWORD = 'Fresh!2026pass';

/**
 * A new company (added by the owner through the API), with `modules` switched on; `activate` also
 * sets its administrator's password from the invitation, as the emailed link would.
 */
export const newCompany = async (
  prefix: string,
  { modules = [], activate = false }: { modules?: ModuleKey[]; activate?: boolean } = {},
): Promise<{ company: TCompany; admin: { email: string; password: string; home: RegExp } }> => {
  const owner = await apiAs(OWNER);
  const names = freshNames(prefix);
  const { company } = await owner.call(addCompany, {
    ...names,
    eFirstName: 'Fresh',
    eLastName: 'Admin',
    status: 'Active',
  });
  for (const moduleKey of modules)
    await owner.call(updateCompanyModule, { companyId: company.id, moduleKey, enabled: true });
  const admin = { email: names.email, password: STRONG_PASSWORD, home: /\/app\/dashboard$/ };
  if (activate) {
    const authKey = new URL(invitationLink(await latestMailTo(names.email, /invited/))).searchParams.get(
      'authKey',
    );
    await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
      email: admin.email,
      password: admin.password,
      authKey: authKey ?? '',
    });
  }
  return { company, admin };
};

/** The owner publishes a manual through the API. */
export const publishManual = async (moduleKey: ModuleKey, title: string) => {
  const owner = await apiAs(OWNER);
  const file = Object.assign(new Blob([new Uint8Array(tinyPdf(title))], { type: 'application/pdf' }), {
    name: 'manual.pdf',
  });
  return (await owner.call(addUserManual, { moduleKey, title }, file)).item;
};

// ---------- the local SES store (packages/local: aws-ses-v2-local, GET /store) ----------

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text: string; html: string };
}

/** The mail store the stack's SES writes to (playwright.config.ts fixes its port). */
export const mailStoreUrl = () => process.env.E2E_MAIL_STORE ?? `http://127.0.0.1:${mailPort}/store`;

/** The newest mail to an address whose subject matches, waiting for it a little. */
export const latestMailTo = async (email: string, subject: RegExp): Promise<StoredMail> => {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(mailStoreUrl());
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    const found = emails.filter((m) => m.destination.to.includes(email) && subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
};

/** The set-password link of an invitation (or sign-up, or reset) mail. */
export const invitationLink = (mail: StoredMail): string => {
  const link = /https?:\/\/\S+\/app\/sessions\/reset-password\?\S+/.exec(mail.body.text)?.[0];
  if (!link) throw new Error(`no set-password link in “${mail.subject}”`);
  return link;
};

// ---------- the reminders engine ----------

/**
 * One reminders run against the journeys' stack, as `npm run reminders` makes it against
 * `npm start` (packages/local/src/reminders-cli.ts): it queues what is due into the outbox, which
 * the stack's mailer sends. Resolves with the command's summary line.
 */
export const runReminders = async (): Promise<string> => {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'packages/local/src/reminders-cli.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, STRATUM_DATA_DIR: stackEnvDir },
  });
  return stdout.trim();
};

// ---------- files ----------

/** A 24×24 indigo PNG. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mNwtjhFFcQwatCoQaMGjRo0atCoQQNvEACoo9tfH165UwAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF saying `text` (offsets computed, so readers need not repair it). */
export const tinyPdf = (text: string): Buffer => {
  const safe = text.replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};
