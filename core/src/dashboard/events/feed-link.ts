import type { TFeedLink } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { issueLinkToken, linkTokenRecords, linkTokenText, revokeLinkToken } from '../../kernel/link-tokens';
import type { CalendarFeedItem } from '../entities/calendar-feed';

const PURPOSE = 'calendar-feed';

/** The caller as the feed's target: a person of the company (the platform owner has no calendar). */
const personOf = (ctx: Ctx): { companyId: string; employeeId: string } => {
  if (!ctx.employeeId) throw new AppError('FORBIDDEN', 'Only a person of a company has a calendar.');
  return { companyId: tenantOf(ctx), employeeId: ctx.employeeId };
};

const feedOf = async (key: { companyId: string; employeeId: string }): Promise<CalendarFeedItem | null> =>
  (await db().entities.calendarFeed.get(key).go()).data;

const view = (feed: CalendarFeedItem, employeeId: string): TFeedLink => ({
  link: {
    token: linkTokenText({
      companyId: feed.companyId,
      tokenId: feed.tokenId,
      purpose: PURPOSE,
      target: employeeId,
      expiresAt: feed.expiresAt,
    }),
    createdAt: feed.createdAt,
    expiresAt: feed.expiresAt,
  },
});

/** The caller's feed link, while it still opens the feed (not withdrawn, not expired); else none. */
export const getFeedLink = async (ctx: Ctx): Promise<TFeedLink> => {
  const key = personOf(ctx);
  const feed = await feedOf(key);
  if (!feed || feed.expiresAt <= ctx.now.getTime()) return { link: null };
  const [record] = await linkTokenRecords(key.companyId, [feed.tokenId]);
  if (!record || record.revokedAt) return { link: null };
  return view(feed, key.employeeId);
};

const changed = () =>
  new AppError(
    'CONFLICT',
    'Your calendar feed link was changed meanwhile (in another window?). Reload and try again.',
  );

/**
 * A new feed link for the caller: the link's record, the caller's feed record naming it and the
 * withdrawal of their previous link commit in one transaction (conditional on the feed record as
 * read), so only the newest link opens the feed.
 */
export const createFeedLink = async (ctx: Ctx): Promise<TFeedLink> => {
  const key = personOf(ctx);
  const previous = await feedOf(key);
  // the previous link's record, unless DynamoDB dropped it (long expired) or it is withdrawn already
  const [record] = previous ? await linkTokenRecords(key.companyId, [previous.tokenId]) : [];
  let made: CalendarFeedItem | undefined;
  await writeChange(
    ctx,
    {
      companyId: key.companyId,
      entityType: 'calendar-feed',
      entityId: key.employeeId,
      action: previous ? 'renew-link' : 'create-link',
      summary: previous ? 'Calendar feed link made again; the old one withdrawn' : 'Calendar feed link made',
    },
    (tx) => {
      const link = issueLinkToken(tx, ctx, {
        companyId: key.companyId,
        purpose: PURPOSE,
        target: key.employeeId,
      });
      made = {
        ...key,
        tokenId: link.tokenId,
        expiresAt: link.expiresAt,
        createdAt: ctx.now.toISOString(),
      };
      const { companyId, employeeId, ...rest } = made;
      return [
        link.item,
        previous
          ? tx.calendarFeed
              .patch({ companyId, employeeId })
              .set(rest)
              .where((a, op) => op.eq(a.tokenId, previous.tokenId))
              .commit()
          : tx.calendarFeed.create(made).commit(),
        previous &&
          record &&
          !record.revokedAt &&
          revokeLinkToken(tx, ctx, { companyId, tokenId: previous.tokenId }),
      ];
    },
    changed(),
  );
  return view(made!, key.employeeId);
};

/** Withdraws the caller's feed link: it answers nothing from now on. Without one, nothing changes. */
export const revokeFeedLink = async (ctx: Ctx): Promise<TFeedLink> => {
  const key = personOf(ctx);
  const feed = await feedOf(key);
  if (!feed) return { link: null };
  const [record] = await linkTokenRecords(key.companyId, [feed.tokenId]);
  await writeChange(
    ctx,
    {
      companyId: key.companyId,
      entityType: 'calendar-feed',
      entityId: key.employeeId,
      action: 'revoke-link',
      summary: 'Calendar feed link withdrawn',
    },
    (tx) => [
      tx.calendarFeed
        .delete(key)
        .where((a, op) => op.eq(a.tokenId, feed.tokenId))
        .commit(),
      record &&
        !record.revokedAt &&
        revokeLinkToken(tx, ctx, { companyId: key.companyId, tokenId: feed.tokenId }),
    ],
    changed(),
  );
  return { link: null };
};
