import type { TAuditTrailEntry } from '@stratum/contracts';
import type { z } from 'zod';
import type { ZGetAuditTrailsRequestSchema } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { findCompany } from './company-store';

type Input = z.output<typeof ZGetAuditTrailsRequestSchema>;

/** A company's trail, newest first: by item when one is named, else by time, then filtered. */
export const listAuditTrails = async (_ctx: Ctx, input: Input): Promise<Page<TAuditTrailEntry>> => {
  await findCompany(input.companyId);
  const { auditTrail } = db().entities;
  const from = { doneAt: input.from ?? '0000' };
  const to = { doneAt: input.to ? `${input.to}\uffff` : '9999' };
  const base = input.entityId
    ? auditTrail.query.byEntity({ companyId: input.companyId, entityId: input.entityId }).between(from, to)
    : auditTrail.query.byCompany({ companyId: input.companyId }).between(from, to);
  const query = base.where((attr, op) =>
    [
      input.entityType ? op.eq(attr.entityType, input.entityType) : '',
      input.actorId ? op.eq(attr.actorId, input.actorId) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'desc' });
  return {
    ...page,
    list: page.list.map((e) => ({
      id: e.id,
      doneAt: e.doneAt,
      actorId: e.actorId,
      actorName: e.actorName,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      summary: e.summary,
      before: (e.before as Record<string, unknown> | null) ?? null,
      after: (e.after as Record<string, unknown> | null) ?? null,
    })),
  };
};
