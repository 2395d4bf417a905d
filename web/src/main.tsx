import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { sessionStore } from './lib/api';
import { applyStoredPrefs, prefsStore } from './lib/app-prefs';
import { initI18n } from './lib/i18n';
import 'primeicons/primeicons.css';
import './styles/app.css';

const start = async () => {
  // Theme, direction, language and the stored session are in place before the first paint:
  // nothing flashes, and no guard sends a signed-in person to sign-in.
  await Promise.all([applyStoredPrefs(), initI18n(prefsStore.get().language), sessionStore.restore()]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
  );
};

void start();
