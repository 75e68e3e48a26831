import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { reportComponentError, startErrorCollector } from './platform/error-collector';
import { runStartUp } from './platform/start-up';
import { initTheme } from './platform/theme';
import './styles.css';

// zod's own messages (a field a schema gives no message for) in Italian, as on the server.
z.config(z.locales.it());

// Before anything paints, so a dark-mode user never sees a light flash.
initTheme();

async function start(): Promise<void> {
  // First, so the error collector records errors during start-up too.
  startErrorCollector();
  await runStartUp();
  const router = createAppRouter();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');
  // Errors React catches in error boundaries (and the rare uncaught one) reach the collector with their
  // component stack; the boundaries log them to the console themselves.
  createRoot(rootElement, {
    onCaughtError: (error, info) => reportComponentError(error, info.componentStack),
    onUncaughtError: (error, info) => {
      console.error(error);
      reportComponentError(error, info.componentStack, false);
    },
  }).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
