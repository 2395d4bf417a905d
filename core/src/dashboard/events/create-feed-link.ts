import type { TFeedLink } from '@stratum/contracts';
import type { FeedLanguage } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { issueLinkToken, linkTokenRecords, revokeLinkToken } from '../../kernel/link-tokens';
import type { CalendarFeedItem } from '../entities/calendar-feed';
import { changed, feedOf, personOf, PURPOSE, view } from './feed-link-store';

/**
 * A new feed link for the caller: the link's record, the caller's feed record naming it and the
 * withdrawal of their previous link commit in one transaction (conditional on the feed record as
 * read), so only the newest link opens the feed.
 */
export const createFeedLink = async (
  ctx: Ctx,
  input: { language?: FeedLanguage | undefined } = {},
): Promise<TFeedLink> => {
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
        language: input.language ?? 'en',
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
