import type { UIMatch } from 'react-router';
import type { ShellKey } from '../lib/navigation';

/** What a route tells the shell: its page title (spec §2: the root view sets the title). */
export interface RouteHandle {
  titleKey: ShellKey;
}

export const titled = (titleKey: ShellKey): RouteHandle => ({ titleKey });

/** The deepest matched route's title key. */
export const titleKeyOf = (matches: readonly UIMatch[]): ShellKey | undefined => {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
};
