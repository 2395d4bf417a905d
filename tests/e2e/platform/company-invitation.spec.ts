import { expect, test } from '@playwright/test';
import {
  freshNames,
  invitationLink,
  latestMailTo,
  LOGO_PNG,
  mainNav,
  OWNER,
  signIn,
  STRONG_PASSWORD,
  submitSignIn,
  toasts,
} from '../journeys';

test('the owner adds a company with a logo and two modules; its invited administrator sees exactly those', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { companyName, email } = freshNames('Invited Co');

  // The owner adds the company; its administrator is emailed an invitation.
  await signIn(page, OWNER);
  await page.goto('/app/companies/list');
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(page).toHaveURL(/\/app\/companies\/addCompany$/);
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Administrator’s first name').fill('Iris');
  await page.getByLabel('Administrator’s last name').fill('Invited');
  await page.getByLabel('Administrator’s email').fill(email);
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(toasts(page)).toContainText(`Company added — an invitation was emailed to ${email}`);
  await expect(page).toHaveURL(/\/app\/companies\/editCompany\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();

  // Its logo, previewed before the upload, then shown as the current one.
  await page.getByRole('tab', { name: 'Logo' }).click();
  await expect(page).toHaveURL(/\?tab=logo$/);
  await expect(page.getByText('No logo yet')).toBeVisible();
  await page
    .getByLabel('New logo (PNG, JPEG or WebP)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload the logo' }).click();
  await expect(toasts(page)).toContainText('Logo uploaded');
  const current = page.getByRole('img', { name: `${companyName} logo` });
  await expect(current).toBeVisible();
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  // Two modules on; the core ones are on and cannot be switched off.
  await page.getByRole('tab', { name: 'Modules' }).click();
  await expect(page.getByRole('switch', { name: `Organisation for ${companyName}` })).toBeDisabled();
  await expect(page.getByRole('switch', { name: `Organisation for ${companyName}` })).toBeChecked();
  for (const module of ['Risk Management', 'Strategic Planning']) {
    const toggle = page.getByRole('switch', { name: `${module} for ${companyName}` });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toasts(page)).toContainText(`${module} is on for ${companyName}`);
    await expect(toggle).toBeChecked();
  }

  await page.getByRole('button', { name: 'Platform Owner' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);

  // The invitation: its link opens the set-password screen with the email and code filled in.
  const mail = await latestMailTo(email, /invited/);
  expect(mail.subject).toContain(companyName);
  const link = new URL(invitationLink(mail));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Code from the email')).not.toHaveValue('');
  await page.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
  await expect(page.getByText('Your password is set. Sign in with it now.')).toBeVisible();

  // The administrator sees exactly the enabled modules (and the core ones) and the logo.
  await submitSignIn(page, { email, password: STRONG_PASSWORD });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Organisation',
    'Dashboard',
    'Strategic Planning',
    'Risk Management',
  ]);
  const logo = page.getByRole('banner').getByRole('img', { name: `${companyName} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
});
