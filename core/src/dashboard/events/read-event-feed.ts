import { feedRange, feedTitle, icalCalendar } from '@stratum/rules';
import { db } from '../../db';
import { config } from '../../kernel/config';
import type { Ctx, LinkCtx } from '../../kernel/ctx';
import { orNotFound } from '../../kernel/errors';
import { assertLinkTarget, linkRefused } from '../../kernel/link-tokens';
import { fullNameOf, employeeOf } from '../../organisation';
import { findCompany } from '../../platform';
import { eventsBetween } from './events-between';

/**
 * The feed a mail program reads through a person's feed link (docs/calendar.md): their events from
 * three months back to twelve ahead as iCalendar text. The gate checked the link (signed, this
 * purpose, not expired, not withdrawn); the person must still be the link's and Active, and the
 * link still the one their feed record names — else the same refusal as a bad link, with no data.
 * The person's events are read as they would be signed in: what they may see today.
 */
export const readEventFeed = async (ctx: LinkCtx): Promise<string> => {
  const { companyId, target: employeeId, tokenId } = ctx.link;
  const [feed, person, company] = await Promise.all([
    db().entities.calendarFeed.get({ companyId, employeeId }).go(),
    orNotFound(employeeOf(companyId, employeeId, 'employeeId')),
    orNotFound(findCompany(companyId)),
  ]);
  if (!feed.data || feed.data.tokenId !== tokenId || !person || person.status !== 'Active' || !company)
    throw linkRefused();
  assertLinkTarget(ctx.link, person.employeeId);
  const asPerson: Ctx = {
    requestId: ctx.requestId,
    now: ctx.now,
    sourceIp: ctx.sourceIp,
    userId: person.userId ?? '',
    email: person.email,
    role: 'employee',
    companyId,
    employeeId,
    companyRole: person.companyRole ?? 'employee',
    actorName: fullNameOf(person),
    tokenId: '',
  };
  const { from, to } = feedRange(ctx.now.toISOString().slice(0, 10));
  const events = await eventsBetween(asPerson, from, to);
  const app = config().APP_URL.replace(/\/+$/, '');
  return icalCalendar({
    prodId: '-//Stratum//Calendar//EN',
    name: `Stratum · ${company.companyName}`,
    stamp: ctx.now,
    events: events.map((e) => ({
      uid: `${e.id}@${companyId}.stratum`,
      date: e.date,
      endDate: e.endDate,
      summary: feedTitle(e, feed.data!.language),
      url: `${app}${e.link}`,
    })),
  });
};
