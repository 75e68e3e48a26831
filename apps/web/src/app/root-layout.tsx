import { Outlet, useRouterState } from '@tanstack/react-router';
import { useProgressBar } from '../platform/progress-bar';
import { useDocumentTitle } from './document-title';

export function RootLayout() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  useProgressBar(pending);
  useDocumentTitle();
  return <Outlet />;
}
