import { moduleName, type ModuleKey, type TCompanyModule } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { forgetCallers } from '../resolve-caller';
import { findCompany } from '../company/company-store';
import { isCore } from './module-view';

/** Switches a module on or off for a company; core modules cannot be switched off. */
export const updateCompanyModule = async (
  ctx: Ctx,
  input: { companyId: string; moduleKey: ModuleKey; enabled: boolean },
): Promise<{ m_c: TCompanyModule }> => {
  const company = await findCompany(input.companyId);
  if (isCore(input.moduleKey)) {
    throw new AppError(
      'UNPROCESSABLE',
      `moduleKey: ${moduleName(input.moduleKey)} is part of every company and cannot be switched off`,
    );
  }
  const before = (
    await db().entities.companyModule.get({ companyId: input.companyId, moduleKey: input.moduleKey }).go()
  ).data;
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId: input.companyId,
      entityType: 'module',
      entityId: input.moduleKey,
      action: input.enabled ? 'enable' : 'disable',
      summary: `${moduleName(input.moduleKey)} ${input.enabled ? 'enabled' : 'disabled'} for ${company.companyName}`,
      before: { enabled: before?.enabled ?? false },
      after: { enabled: input.enabled },
    },
    ({ companyModule }) => [
      companyModule
        .put({
          companyId: input.companyId,
          moduleKey: input.moduleKey,
          enabled: input.enabled,
          createdAt: before?.createdAt ?? now,
          updatedAt: now,
        })
        .commit(),
    ],
  );
  forgetCallers();
  return {
    m_c: {
      companyId: input.companyId,
      moduleKey: input.moduleKey,
      name: moduleName(input.moduleKey),
      core: false,
      enabled: input.enabled,
      updatedAt: now,
    },
  };
};
