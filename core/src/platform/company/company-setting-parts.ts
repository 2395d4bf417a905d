import type { TCompany } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { toCompany } from '../company-view';
import type { CompanyItem } from '../entities/company';
import { changeCompany } from './change-company';

type Setting =
  | 'ratingScaleOption'
  | 'performanceCommitteeFunction'
  | 'companyContributionPerformance'
  | 'measurementQualitative'
  | 'requireMicrosoftSignIn';

/** The owner's per-company settings (spec §7): each a single field, versioned and audited. */
export const settingUpdater =
  <S extends Setting>(setting: S, action: string) =>
  async (ctx: Ctx, input: { id: string; version: number } & Record<S, CompanyItem[S]>): Promise<TCompany> =>
    toCompany(
      await changeCompany(ctx, {
        companyId: input.id,
        version: input.version,
        action,
        set: { [setting]: input[setting] } as Partial<CompanyItem>,
      }),
    );
