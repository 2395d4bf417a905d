import { expect, test } from '@playwright/test';
import { contentSecurityPolicy, securityHeaders } from '@stratum/contracts';
import { ADMIN, API_ORIGIN, mainNav, openHome } from '../journeys';

/*
 * The SPA runs under the headers it is deployed with: the local server sends the set CloudFront
 * adds (packages/contracts security-headers), less what only applies over TLS. Every response
 * carries them, and the screens a user opens break none of the policy's rules.
 */

test.use({ storageState: ADMIN.state });

test('every response carries the deployed security headers, and the screens break no CSP rule', async ({
  page,
  request,
}) => {
  const expected = securityHeaders(contentSecurityPolicy([], false), false);
  for (const path of ['/', '/app/login', '/api/v1/openapi.json']) {
    const res = await request.get(`${API_ORIGIN}${path}`);
    const headers = res.headers();
    for (const [name, value] of Object.entries(expected)) {
      if (name === 'content-security-policy') {
        // the files store's origin is added to img-src and connect-src; the rest is the same
        const strip = (csp: string) => csp.replace(/ http:\/\/[^ ;]+/g, '');
        expect(strip(headers[name] ?? ''), `${path} ${name}`).toBe(value);
      } else {
        expect(headers[name], `${path} ${name}`).toBe(value);
      }
    }
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }

  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  await page.setViewportSize({ width: 1400, height: 900 });
  await openHome(page, ADMIN);
  for (const name of ['Organisation', 'Risk Management', 'Compliance Management']) {
    await mainNav(page).getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
