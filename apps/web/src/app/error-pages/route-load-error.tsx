import { type ErrorComponentProps, Navigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { routeErrorCode } from './error-code';
import { ErrorPage } from './error-page';

/**
 * The root error component: a route that fails to load sends the user to /error/network or /error/500
 * (spec §8). On the error route itself it renders in place, so a failing error page cannot loop.
 */
export function RouteLoadError({ error }: ErrorComponentProps) {
  const location = useRouterState({ select: (state) => state.location });
  const code = routeErrorCode(error);
  useEffect(() => {
    console.error('Errore durante il caricamento della pagina', error);
  }, [error]);
  if (location.pathname.startsWith('/error')) return <ErrorPage code={code} />;
  return <Navigate to="/error/{-$code}" params={{ code }} search={{ from: location.href }} replace />;
}
