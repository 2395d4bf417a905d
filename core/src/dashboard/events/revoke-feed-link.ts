import type { TFeedLink } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { linkTokenRecords, revokeLinkToken } from '../../kernel/link-tokens';
import { changed, feedOf, personOf } from './feed-link-store';

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
