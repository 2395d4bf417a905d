import type { TAuditArtefact, TAuditArtefactActionRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { moveReview } from './review-move';

/** spec §4: send on a scope, process description, matrix row or working paper. */
export const sendArtefact = (ctx: Ctx, input: TAuditArtefactActionRequest): Promise<TAuditArtefact> =>
  moveReview(ctx, 'send', input);
