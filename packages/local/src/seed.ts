import type { ModuleKey } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { PLATFORM_TENANT } from '@stratum/core/kernel/entity';
import { createIdentity } from '@stratum/core/kernel/identity';
import { EMAIL_SCOPE } from '@stratum/core/platform/accounts';
import { issueCode } from '@stratum/core/platform/auth/codes';
import { resetPassword } from '@stratum/core/platform/auth/reset-password';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { addCompany } from '@stratum/core/platform/company/add-company';
import { updateCompanyModule } from '@stratum/core/platform/module/update-company-module';

export interface DemoLogins {
  owner: { email: string; password: string };
  admin: { email: string; password: string; company: string };
}

/** Demo logins; each can be overridden from the environment (documented in the README). */
export const demoLogins = (env: NodeJS.ProcessEnv = process.env): DemoLogins => ({
  owner: {
    email: env.STRATUM_OWNER_EMAIL ?? 'owner@stratum.test',
    password: env.STRATUM_OWNER_PASSWORD ?? 'Owner!2026pass',
  },
  admin: {
    email: env.STRATUM_ADMIN_EMAIL ?? 'admin@acme.test',
    password: env.STRATUM_ADMIN_PASSWORD ?? 'Admin!2026pass',
    company: env.STRATUM_DEMO_COMPANY ?? 'Acme Holdings',
  },
});

const DEMO_MODULES: ModuleKey[] = ['planning', 'performance', 'risk'];

const systemCtx = (userId: string, actorName: string): Ctx => ({
  requestId: 'seed',
  now: new Date(),
  sourceIp: '127.0.0.1',
  userId,
  email: 'seed',
  role: 'holder',
  companyId: null,
  employeeId: null,
  companyRole: null,
  actorName,
  tokenId: 'seed',
});

/** Sets the password the way a person would: a code is issued and spent on the reset call. */
const activate = async (email: string, password: string) => {
  const now = new Date();
  const authKey = await issueCode(email, 'reset', now);
  await resetPassword({ requestId: 'seed', now, sourceIp: '127.0.0.1' }, { email, password, authKey });
};

/**
 * The platform owner and one demo company with its administrator, through the product's own use
 * cases. Idempotent: what exists is left alone.
 */
export const seedDemo = async (logins: DemoLogins = demoLogins()): Promise<void> => {
  let owner = await findAccountByEmail(logins.owner.email);
  if (!owner) {
    const userId = await createIdentity({ email: logins.owner.email, group: 'holder' });
    const now = new Date().toISOString();
    await db()
      .transaction.write(({ account, unique }) => [
        unique.create({ scope: EMAIL_SCOPE, value: logins.owner.email, ownerId: userId }).commit(),
        account
          .create({
            tenantId: PLATFORM_TENANT,
            userId,
            email: logins.owner.email,
            role: 'holder',
            firstName: 'Platform',
            lastName: 'Owner',
            status: 'Invited',
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
      ])
      .go();
    await activate(logins.owner.email, logins.owner.password);
    owner = await findAccountByEmail(logins.owner.email);
  }
  if (!owner) throw new Error('the demo owner could not be created');

  if (!(await findAccountByEmail(logins.admin.email))) {
    const ctx = systemCtx(owner.userId, 'Platform Owner');
    const { company } = await addCompany(ctx, {
      companyName: logins.admin.company,
      eFirstName: 'Ada',
      eLastName: 'Admin',
      email: logins.admin.email,
      status: 'Active',
    });
    for (const moduleKey of DEMO_MODULES) {
      await updateCompanyModule(ctx, { companyId: company.id, moduleKey, enabled: true });
    }
    await activate(logins.admin.email, logins.admin.password);
  }
};
