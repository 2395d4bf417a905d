import type { TFeedLink } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { linkTokenText } from '../../kernel/link-tokens';
import type { CalendarFeedItem } from '../entities/calendar-feed';

export const PURPOSE = 'calendar-feed';

/** The caller as the feed's target: a person of the company (the platform owner has no calendar). */
export const personOf = (ctx: Ctx): { companyId: string; employeeId: string } => {
  if (!ctx.employeeId) throw new AppError('FORBIDDEN', 'Only a person of a company has a calendar.');
  return { companyId: tenantOf(ctx), employeeId: ctx.employeeId };
};

export const feedOf = async (key: {
  companyId: string;
  employeeId: string;
}): Promise<CalendarFeedItem | null> => (await db().entities.calendarFeed.get(key).go()).data;

export const view = (feed: CalendarFeedItem, employeeId: string): TFeedLink => ({
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

export const changed = () =>
  new AppError(
    'CONFLICT',
    'Your calendar feed link was changed meanwhile (in another window?). Reload and try again.',
  );
