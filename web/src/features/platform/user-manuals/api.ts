import {
  addUserManual,
  deleteUserManual,
  listUserManuals,
  openUserManual,
  updateUserManual,
  type ModuleKey,
  type TUserManual,
} from '@stratum/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

type ListInput = { moduleKey?: ModuleKey };
export const getUserManuals = (input: ListInput) => api.call(listUserManuals, input);
export const getUserManualsQueryOptions = (input: ListInput) => routeQueryOptions(listUserManuals, input);
export const useUserManuals = (input: ListInput) => useQuery(getUserManualsQueryOptions(input));

const invalidates = [routeKey(listUserManuals)];
export const useAddUserManual = () => useRouteMutation(addUserManual, { invalidates });
export const useUpdateUserManual = () => useRouteMutation(updateUserManual, { invalidates });
/** The page explains a refused delete itself (a 409 reloads the list), so no central toast. */
export const useDeleteUserManual = () => useRouteMutation(deleteUserManual, { invalidates, toast: false });

/**
 * Opens a manual's PDF in a new tab. The link is short-lived, so it is asked for on each click;
 * the tab is opened first, while the click still counts as the person's (popup blockers), then
 * sent to the link. A failure toasts centrally ("Get Manual Failed") and closes the tab.
 */
export const useOpenManual = () => {
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (manual: Pick<TUserManual, 'id'>) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(manual.id);
    try {
      const { url } = await queryClient.fetchQuery({
        ...routeQueryOptions(openUserManual, { id: manual.id }),
        staleTime: 0,
        gcTime: 0,
      });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
    } finally {
      setOpening(null);
    }
  };
  return { open, opening };
};
