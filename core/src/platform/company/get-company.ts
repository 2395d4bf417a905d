import type { TCompany } from '@stratum/contracts';
import { toCompany } from '../company-view';
import { findCompany } from './company-store';

export const getCompany = async (_ctx: unknown, input: { id: string }): Promise<{ company: TCompany }> => ({
  company: await toCompany(await findCompany(input.id)),
});
