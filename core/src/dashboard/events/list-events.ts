import type { TCalendarEvent, TEventMonth } from '@stratum/contracts';
import { monthRange } from '@stratum/rules';
import type { Ctx } from '../../kernel/ctx';
import { eventsBetween } from './events-between';

/** The caller's events meeting a month (the month view): a range meets it if any day is in it. */
export const listEvents = async (ctx: Ctx, input: TEventMonth): Promise<TCalendarEvent[]> => {
  const { from, to } = monthRange(input.month);
  return eventsBetween(ctx, from, to);
};
