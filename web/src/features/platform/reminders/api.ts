import { listReminderSettings, setReminderLeadTime, setReminderOptOut } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** Where a person finds their reminder settings, whichever of the reminding modules is on (ARCHITECTURE §10). */
export const MY_REMINDERS = '/app/reminders';

export const useReminderSettings = () => useQuery(routeQueryOptions(listReminderSettings, {}));
export const reminderKeys = (): QueryKey[] => [routeKey(listReminderSettings)];
/** A stale lead time is shown as a conflict notice on the page, not toasted. */
export const useSetLeadTime = () =>
  useRouteMutation(setReminderLeadTime, { invalidates: reminderKeys(), toast: false });
export const useSetOptOut = () => useRouteMutation(setReminderOptOut, { invalidates: reminderKeys() });
