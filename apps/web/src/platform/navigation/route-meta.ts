import type { KnownFlag, PermissionRequirement } from '@portale/shared';

/**
 * Metadata every route file declares in `staticData`. Guards and the sidebar (next issue) read it, so
 * pages never check permissions themselves (DESIGN.md §4.7).
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Italian page title; the document title is "<title> | <company name>". Empty for layout routes. */
    title: string;
    breadcrumb?: string;
    /**
     * The page the header's trail shows before this one when no layout route stands for it (a project's
     * detail → the project list). Linked only for whoever may open it.
     */
    crumbParent?: string;
    requiresAuth?: boolean;
    /** One permission, or a list meaning any of them (spec §5 route guards). */
    requiredPermission?: PermissionRequirement;
    requiresFeature?: KnownFlag;
    /**
     * Only a client account (role `client`) opens it: the client portal's pages, which no permission tells apart
     * from an employee's (the role holds just view_dashboard, view_documents and view_help). Staff get 403.
     */
    requiresClientAccount?: boolean;
  }
}

export type { StaticDataRouteOption as RouteMeta } from '@tanstack/react-router';
