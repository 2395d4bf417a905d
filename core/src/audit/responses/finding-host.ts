import type { TFinding } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findEngagement, rolesIn } from '../engagement/engagement-store';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditActionItem } from '../entities/response';
import { findOutsideFinding, originOf, rightsOn } from '../outside/outside-store';
import { unitOfEngagement } from './engagement-unit';
import { findingOf } from './response-store';

/**
 * What a management response hangs on: an engagement's finding, or a finding raised outside an
 * engagement (docs/audit.md "Findings outside an engagement"). The latter's response, actions
 * and tasks are stored with the finding's own id where the engagement's would be, so one set of
 * use cases, the tracker, the issue status and the reminders serve both.
 */
export interface FindingHost {
  companyId: string;
  /** the stored key: the engagement's id, or the outside finding's own */
  engagementId: string;
  /** the engagement's title, or where the outside finding comes from */
  title: string;
  outside: boolean;
  finding: { artefactId: string; title: string; rating: TFinding['rating']; mrOwnerIds: string[] };
  /** asks for and cancels responses: the lead, performers, administrators / its recorder, administrators */
  mayRequest: boolean;
  /** sees its responses and actions: the team / whoever may read the outside finding */
  mayRead: boolean;
  /** validates its actions: the lead, reviewers, administrators / its recorder, administrators */
  mayValidate: boolean;
  /** who gets an implemented action's validation task ('' for nobody) */
  validatorId: string;
  /** the business unit its actions are filed under in the tracker */
  unitId: () => Promise<string>;
}

/** An action or response stored for an outside finding carries the finding's id as its engagement. */
export const isOutside = (stored: { engagementId: string; findingId: string }): boolean =>
  stored.engagementId === stored.findingId;

const outsideHost = async (ctx: Ctx, findingId: string): Promise<FindingHost> => {
  const f = await findOutsideFinding(ctx.companyId ?? '', findingId);
  const rights = await rightsOn(ctx, f);
  return {
    companyId: f.companyId,
    engagementId: f.findingId,
    title: originOf(f),
    outside: true,
    finding: { artefactId: f.findingId, title: f.title, rating: f.rating, mrOwnerIds: f.mrOwnerIds },
    mayRequest: rights.manage,
    mayRead: rights.read,
    mayValidate: rights.manage,
    validatorId: f.raisedById,
    unitId: () => Promise.resolve(f.unitId),
  };
};

type HostFinding = FindingHost['finding'];

const engagementHost = async (
  ctx: Ctx,
  engagementId: string,
  findingOfIt: (e: AuditEngagementItem) => Promise<HostFinding>,
): Promise<FindingHost> => {
  const engagement = await findEngagement(ctx.companyId ?? '', engagementId);
  const [finding, roles] = await Promise.all([findingOfIt(engagement), rolesIn(ctx, engagement)]);
  return {
    companyId: engagement.companyId,
    engagementId: engagement.engagementId,
    title: engagement.title,
    outside: false,
    finding,
    mayRequest: roles.some((r) => r === 'lead' || r === 'performer' || r === 'admin'),
    mayRead: roles.length > 0,
    mayValidate: roles.some((r) => r === 'lead' || r === 'reviewer' || r === 'admin'),
    validatorId: engagement.leadId,
    unitId: () => unitOfEngagement(engagement),
  };
};

/** The host of a response reference: an engagement's finding, or (no engagement) an outside one. */
export const openFindingHost = (
  ctx: Ctx,
  ref: { engagementId?: string | undefined; findingId: string },
): Promise<FindingHost> =>
  ref.engagementId
    ? engagementHost(ctx, ref.engagementId, (e) => findingOf(e, ref.findingId))
    : outsideHost(ctx, ref.findingId);

/**
 * The host of a stored action: its finding as the action carries it (an engagement's finding is
 * not read again).
 */
export const hostOfAction = (ctx: Ctx, action: AuditActionItem): Promise<FindingHost> =>
  isOutside(action)
    ? outsideHost(ctx, action.findingId)
    : engagementHost(ctx, action.engagementId, () =>
        Promise.resolve({
          artefactId: action.findingId,
          title: action.findingTitle,
          rating: action.rating,
          mrOwnerIds: [],
        }),
      );

/** Refuses (403) a caller who may not ask for or cancel this finding's response. */
export const requireRequester = (host: FindingHost): void => {
  if (host.mayRequest) return;
  throw new AppError(
    'FORBIDDEN',
    host.outside
      ? 'Only the auditor who recorded this finding or an Audit Management administrator can do this.'
      : 'Only its lead, its performers, an Audit Management administrator of this audit can do this.',
  );
};
