import type { TAuditArtefact, TAuditArtefactActionRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { moveReview } from './review-move';

/** spec §4: not-approve on a scope, process description, matrix row or working paper. */
export const notApproveArtefact = (ctx: Ctx, input: TAuditArtefactActionRequest): Promise<TAuditArtefact> =>
  moveReview(ctx, 'not-approve', input);
