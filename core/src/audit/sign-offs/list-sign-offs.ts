import type { TAuditArtefactRef, TAuditSignOff } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import type { AuditSignOffItem } from '../entities/sign-off';
import { findArtefact } from '../fieldwork/artefacts';
import { openRetestAs } from '../follow-up/follow-up-store';

export const toSignOff = (s: AuditSignOffItem): TAuditSignOff => ({
  id: s.signOffId,
  engagementId: s.engagementId,
  kind: s.kind,
  artefactId: s.artefactId,
  artefactTitle: s.artefactTitle,
  decision: s.decision,
  note: s.note,
  by: { employeeId: s.byEmployeeId || null, name: s.byName },
  role: s.role,
  at: s.at,
  contentHash: s.contentHash,
  artefactVersion: s.artefactVersion,
});

/** An artefact's sign-off history, oldest first (one query under the artefact). */
export const listSignOffs = async (ctx: Ctx, input: TAuditArtefactRef): Promise<TAuditSignOff[]> => {
  const { engagement } =
    input.kind === 'retest'
      ? await openRetestAs(ctx, input.engagementId, input.id, ANYONE_ON_IT)
      : await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  await findArtefact(engagement.companyId, engagement.engagementId, input.kind, input.id);
  const { data } = await db()
    .entities.auditSignOff.query.byArtefact({
      companyId: engagement.companyId,
      engagementId: engagement.engagementId,
      kind: input.kind,
      artefactId: input.id,
    })
    .go({ pages: 'all' });
  return data.map(toSignOff);
};
