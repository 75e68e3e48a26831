import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { runStartUp } from './platform/start-up';
import { initTheme } from './platform/theme';
import './styles.css';

// Before anything paints, so a dark-mode user never sees a light flash.
initTheme();

async function start(): Promise<void> {
  await runStartUp();
  const router = createAppRouter();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
