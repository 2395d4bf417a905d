/** Acting arrangements are kept in calendar days (YYYY-MM-DD), both ends included. */

/** Today as the platform counts it: the UTC calendar day of `now`. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

export type ActingState = 'Scheduled' | 'Acting' | 'Ended';

/** Where an arrangement stands on a day: not started yet, running, or over. */
export const stateOn = (a: { from: string; to: string }, day: string): ActingState =>
  day < a.from ? 'Scheduled' : day > a.to ? 'Ended' : 'Acting';

/** Whether the acting person stands in for the supervisor on that day. */
export const actsOn = (a: { from: string; to: string }, day: string): boolean => stateOn(a, day) === 'Acting';
