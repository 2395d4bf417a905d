import type { TComplianceTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listNamed } from './named-items';

export const listComplyingTeams = (ctx: Ctx) => listNamed(ctx, 'complying') as Promise<TComplianceTeam[]>;
