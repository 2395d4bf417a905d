import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { sessionStore, whenCommittedWithoutAnswer } from './lib/api';
import { applyStoredPrefs, prefsStore } from './lib/app-prefs';
import { i18n, initI18n } from './lib/i18n';
import { notify } from './lib/notify';
import { createQueryClient } from './lib/query';
import 'primeicons/primeicons.css';
import './styles/app.css';

const start = async () => {
  // Theme, direction and language are in place before the first paint: nothing flashes.
  await Promise.all([applyStoredPrefs(), initI18n(prefsStore.get().language)]);

  const queryClient = createQueryClient(notify, () => i18n.t('errors.requestFailed'));
  // A change saved whose answer was lost: what the screens show is read again, so it shows.
  whenCommittedWithoutAnswer(() => void queryClient.invalidateQueries());
  // One person's data never shows to the next, nor one company's in another: the cache goes with
  // the session and with the company it acts in.
  const scopeOf = () => {
    const user = sessionStore.get().user;
    return user ? `${user.id}|${user.companyId ?? ''}` : '';
  };
  let scope = scopeOf();
  sessionStore.subscribe(() => {
    const next = scopeOf();
    if (next !== scope) {
      scope = next;
      queryClient.clear();
    }
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createRouter()} queryClient={queryClient} />
    </StrictMode>,
  );
};

void start();
