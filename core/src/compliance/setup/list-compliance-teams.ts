import type { TComplianceTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listNamed } from './named-items';

export const listComplianceTeams = (ctx: Ctx) => listNamed(ctx, 'compliance') as Promise<TComplianceTeam[]>;
