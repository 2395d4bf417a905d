import { ZAddEmployeeRequestSchema } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { addCompany, addEmployee } from '@stratum/core/organisation';
import { accountsOf } from '@stratum/core/platform/accounts';
import { issueCode } from '@stratum/core/platform/auth/codes';
import { resetPassword } from '@stratum/core/platform/auth/reset-password';
import { PLATFORM_TENANT } from '@stratum/core/kernel/entity';

/** A second demo company, and a consultant who works for both it and Acme (README: demo logins). */
export const SECOND_COMPANY = {
  companyName: 'Northwind Advisory',
  admin: { email: 'admin@northwind.test', password: 'Admin!2026pass', firstName: 'Nia', lastName: 'North' },
};
export const DEMO_CONSULTANT = {
  email: 'consultant@stratum.test',
  password: 'Consult!2026pass',
  firstName: 'Casey',
  lastName: 'Consultant',
};

/** Sets a demo password the way a person would: a code is issued and spent on the reset call. */
export const setDemoPassword = async (email: string, password: string) => {
  const now = new Date();
  const authKey = await issueCode(email, 'reset', now);
  await resetPassword({ requestId: 'seed', now, sourceIp: '127.0.0.1' }, { email, password, authKey });
};

const memberCtx = (owner: Ctx, companyId: string, employeeId: string | null, userId: string): Ctx => ({
  ...owner,
  userId,
  role: 'employee',
  companyId,
  employeeId,
  companyRole: 'administrator',
});

/**
 * Northwind Advisory with its administrator, and the demo consultant on the records of Acme and
 * Northwind with access to both: one person, one password, two memberships. Idempotent.
 */
export const seedMembers = async (ownerCtx: Ctx, acmeAdmin: Ctx): Promise<void> => {
  let northwind = (await accountsOf(SECOND_COMPANY.admin.email)).find((a) => a.tenantId !== PLATFORM_TENANT);
  if (!northwind) {
    await addCompany(ownerCtx, {
      companyName: SECOND_COMPANY.companyName,
      eFirstName: SECOND_COMPANY.admin.firstName,
      eLastName: SECOND_COMPANY.admin.lastName,
      email: SECOND_COMPANY.admin.email,
      status: 'Active',
    });
    await setDemoPassword(SECOND_COMPANY.admin.email, SECOND_COMPANY.admin.password);
    northwind = (await accountsOf(SECOND_COMPANY.admin.email))[0];
  }
  if (!northwind?.employeeId) throw new Error('the second demo company could not be created');
  const northwindAdmin = memberCtx(ownerCtx, northwind.tenantId, northwind.employeeId, northwind.userId);

  const consultant = await accountsOf(DEMO_CONSULTANT.email);
  const missing = [acmeAdmin, northwindAdmin].filter(
    (ctx) => !consultant.some((a) => a.tenantId === ctx.companyId),
  );
  if (missing.length === 0) return;
  for (const ctx of missing) {
    const onRecord = await db().entities.employee.query.byEmail({ email: DEMO_CONSULTANT.email }).go();
    if (onRecord.data.some((e) => e.companyId === ctx.companyId)) continue;
    await addEmployee(
      ctx,
      ZAddEmployeeRequestSchema.parse({
        firstName: DEMO_CONSULTANT.firstName,
        lastName: DEMO_CONSULTANT.lastName,
        email: DEMO_CONSULTANT.email,
        giveAccess: true,
      }),
    );
  }
  await setDemoPassword(DEMO_CONSULTANT.email, DEMO_CONSULTANT.password);
};
