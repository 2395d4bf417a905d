import type { TEngagementRef, TMemo } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import type { AuditMemoItem } from '../entities/memo';

export const toMemo = (engagementId: string, m: AuditMemoItem | null): TMemo => ({
  engagementId,
  objectives: m?.objectives ?? '',
  criteria: m?.criteria ?? '',
  risksConsidered: m?.risksConsidered ?? '',
  resources: m?.resources ?? '',
  timeline: m?.timeline ?? '',
  version: m?.version ?? 0,
  updatedAt: m?.updatedAt ?? null,
});

/** The planning memorandum; empty (version 0) until it is first saved. */
export const getMemo = async (ctx: Ctx, input: TEngagementRef): Promise<TMemo> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const { data } = await db()
    .entities.auditMemo.get({ companyId: engagement.companyId, engagementId: engagement.engagementId })
    .go();
  return toMemo(engagement.engagementId, data);
};
