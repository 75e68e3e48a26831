import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, preloadRouteChunks } from './app/router';
import { reportComponentError, startErrorCollector } from './platform/error-collector';
import { removeFirstScreen } from './platform/first-screen';
import { loadQueryClient } from './platform/query-client-loader';
import { runStartUp } from './platform/start-up';
import { initTheme } from './platform/theme';
import './styles.css';

// Before anything paints, so a dark-mode user never sees a light flash.
initTheme();

async function start(): Promise<void> {
  // First, so the error collector records errors during start-up too.
  startErrorCollector();
  const router = createAppRouter();
  // The code of the page being opened downloads while start-up asks the server for the configuration, the
  // session and the flags, instead of after: one round trip less before the first paint.
  preloadRouteChunks(router);
  // A logged-in page needs TanStack Query, which the public site goes without: it downloads alongside start-up too.
  if (window.location.pathname.startsWith('/app')) void loadQueryClient().catch(() => undefined);
  await runStartUp();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');
  // Errors React catches in error boundaries (and the rare uncaught one) reach the collector with their
  // component stack; the boundaries log them to the console themselves.
  const root = createRoot(rootElement, {
    onCaughtError: (error, info) => reportComponentError(error, info.componentStack),
    onUncaughtError: (error, info) => {
      console.error(error);
      reportComponentError(error, info.componentStack, false);
    },
  });
  // The public layout removes the server's first screen as it renders; should another page render instead (an
  // error page), the first screen goes once that page is on screen.
  const stop = router.subscribe('onRendered', () => {
    removeFirstScreen();
    stop();
  });
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
