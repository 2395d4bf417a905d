import type { TFeedLink } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { linkTokenRecords } from '../../kernel/link-tokens';
import { feedOf, personOf, view } from './feed-link-store';

/** The caller's feed link, while it still opens the feed (not withdrawn, not expired); else none. */
export const getFeedLink = async (ctx: Ctx): Promise<TFeedLink> => {
  const key = personOf(ctx);
  const feed = await feedOf(key);
  if (!feed || feed.expiresAt <= ctx.now.getTime()) return { link: null };
  const [record] = await linkTokenRecords(key.companyId, [feed.tokenId]);
  if (!record || record.revokedAt) return { link: null };
  return view(feed, key.employeeId);
};
