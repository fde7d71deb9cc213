import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, settingsFrom } from './app.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App settings={settingsFrom(new URLSearchParams(location.search))} />
  </StrictMode>,
);
