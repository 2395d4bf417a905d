import type { TAuditArtefact, TAuditArtefactActionRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { moveReview } from './review-move';

/** spec §4: allow-update on a scope, process description, matrix row or working paper. */
export const allowArtefactUpdate = (ctx: Ctx, input: TAuditArtefactActionRequest): Promise<TAuditArtefact> =>
  moveReview(ctx, 'allow-update', input);
