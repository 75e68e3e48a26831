import type { KnownFlag, PermissionRequirement, Role } from '@portale/shared';
import { holdsPermission } from '@portale/shared';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import {
  type AccessSubject,
  firstDisabledFeature,
  firstMissingPermission,
  isFlagOn,
  meetsAccountRequirement,
  type RouteAccess,
} from './route-access';

/**
 * A page of the logged-in area, typed from the registered router (app/router.ts declares it), so an entry
 * cannot point at a missing route and nothing here imports the route tree.
 */
export type AppPath = Extract<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'], `/app/${string}`>;

/**
 * One sidebar link. The page's own requirements come from its route's `staticData` (declared once, in
 * the route file); the fields here only add sidebar-specific rules on top.
 */
export interface NavEntry {
  /** Italian label. */
  label: string;
  to: AppPath;
  icon?: LucideIcon;
  requiredPermission?: PermissionRequirement;
  /** E.g. the admin Security item also needs the security_dashboard flag (spec §6). */
  requiresFeature?: KnownFlag;
  /** Spec §6: some items are shown to the admin role only, whatever permissions other roles hold. */
  adminOnly?: boolean;
  /** Active on its own path only: a module's dashboard at the group's root (`/app/documents`) is not active on
   * the group's other pages below it (`/app/documents/list`). */
  exact?: boolean;
}

/** What a module exports from `modules/<m>/nav.ts` (the contract a module fulfils); app/sidebar-modules.ts lists them. */
export interface NavGroup {
  id: string;
  /** Italian label. */
  label: string;
  icon: LucideIcon;
  /** Spec §6 sidebar group table: the group shows only when the user holds this (a list means any)... */
  requiredPermission?: PermissionRequirement;
  /** ...and its module flag is on. */
  requiresFeature?: KnownFlag;
  entries: readonly NavEntry[];
}

export interface NavigationContext extends AccessSubject {
  role: Role | null;
  /** The route's collected requirements, or null when no such route exists. */
  routeAccess: (to: string) => RouteAccess | null;
}

function entryVisible(entry: NavEntry, ctx: NavigationContext): boolean {
  if (entry.adminOnly && ctx.role !== 'admin') return false;
  if (entry.requiresFeature && !isFlagOn(ctx, entry.requiresFeature)) return false;
  if (entry.requiredPermission && !holdsPermission(ctx.permissions, entry.requiredPermission)) return false;
  const access = ctx.routeAccess(entry.to);
  if (!access) return false;
  return (
    !firstDisabledFeature(ctx, access.features) &&
    !firstMissingPermission(ctx, access.permissions) &&
    meetsAccountRequirement(ctx, access)
  );
}

/**
 * The sidebar (and the dashboard's quick links): the groups the user may see, each with only the entries
 * they may open. Pure, so every role × flag combination is unit-tested.
 */
export function visibleNavigation(groups: readonly NavGroup[], ctx: NavigationContext): NavGroup[] {
  const visible: NavGroup[] = [];
  for (const group of groups) {
    if (group.requiresFeature && !isFlagOn(ctx, group.requiresFeature)) continue;
    if (group.requiredPermission && !holdsPermission(ctx.permissions, group.requiredPermission)) continue;
    const entries = group.entries.filter((entry) => entryVisible(entry, ctx));
    if (entries.length > 0) visible.push({ ...group, entries });
  }
  return visible;
}

/** Whether the path is one of the entry's pages (itself or below it). */
export function pathMatchesEntry(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === to || path.startsWith(`${to}/`);
}

/** Whether the entry is the page shown: `exact` entries only on their own path. */
export function entryIsActive(pathname: string, entry: { to: string; exact?: boolean }): boolean {
  return entry.exact ? (pathname.replace(/\/+$/, '') || '/') === entry.to : pathMatchesEntry(pathname, entry.to);
}

/** Spec §4: a group auto-expands when the current route is inside it. */
export function groupContainsPath(group: NavGroup, pathname: string): boolean {
  return group.entries.some((entry) => pathMatchesEntry(pathname, entry.to));
}
