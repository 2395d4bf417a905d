import { expect, test as setup } from '@playwright/test';
import { ADMIN, OWNER, signIn, storedSession } from './journeys';

/*
 * Signs each demo role in once, through the sign-in screen, and stores the browser state (the SPA
 * keeps its session in localStorage) for the journeys whose subject is not signing in. Sign-in,
 * sign-out, session refresh and reset-password journeys still use the screens themselves.
 */
for (const [role, who] of [
  ['owner', OWNER],
  ['admin', ADMIN],
] as const) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, who);
    expect(await storedSession(page)).not.toBeNull();
    await page.context().storageState({ path: who.state });
  });
}
