import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Base styles first, so each component's CSS module comes after them and wins at equal specificity.
import './app/styles/global.css';
import { App, appReady, isServerRendered } from './app/app';
import { hasPageSessionCookie, writePageSessionCookies } from './lib/page-session-cookies';
import { getToken } from './lib/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// A session stored before the page-session cookie existed (or whose cookie expired) gets it now, so its
// next visit to the home arrives rendered.
const token = getToken();
if (token && !hasPageSessionCookie(token)) writePageSessionCookies(token);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

void appReady.then(() => {
  if (isServerRendered) {
    hydrateRoot(container, app);
    return;
  }
  // A render the server made for someone or somewhere else (another user signed in here, another time zone):
  // drawn again from scratch.
  container.replaceChildren();
  createRoot(container).render(app);
});
