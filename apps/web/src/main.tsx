import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so each component's CSS module comes after them and wins at equal specificity.
import './app/styles/global.css';
import { App, appReady } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

void appReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
