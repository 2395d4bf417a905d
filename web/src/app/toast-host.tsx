import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { notify, onNotice, type Notice } from '../lib/notify';

/*
 * PrimeReact's Toast (with its transitions and icons) loads with the first notice, not with the
 * app: the sign-in page shows none until a call fails (docs/benchmarks.md: the sign-in page's weight).
 * Notices raised meanwhile wait in `notify` and are shown when the toast mounts.
 */
const Toaster = lazy<ComponentType>(() =>
  // Offline, the toast cannot load either: the notice is lost, not the app (the route's own error
  // page says to check the connection).
  Promise.all([import('./toaster'), import('../lib/prime-setup')])
    .then(([toaster]) => toaster)
    .catch(() => ({ default: () => null })),
);

/** The one toast of the app, mounted once in the shell. */
export const ToastHost = () => {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const held: Notice[] = [];
    const off = onNotice((notice) => {
      held.push(notice);
      setNeeded(true);
    });
    // Handed back to `notify`, which keeps them until the toast listens.
    return () => {
      off();
      for (const notice of held.splice(0)) notify(notice);
    };
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
};
