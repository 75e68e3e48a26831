import { holdsPermission, type KnownFlag, type PermissionRequirement, type Role } from '@portale/shared';
import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router';

/**
 * What a route needs, gathered from its own `staticData` and its parents' (a layout's requirement applies
 * to every page below it). The guard reads it from the matched routes, the sidebar from the route tree:
 * the metadata is declared once, in the route files.
 */
export interface RouteAccess {
  requiresAuth: boolean;
  /** Every item must be held; an item that is a list is satisfied by any of its permissions. */
  permissions: PermissionRequirement[];
  features: KnownFlag[];
  /** Some route of the chain is for client accounts only. */
  requiresClientAccount: boolean;
}

export function collectRouteAccess(chain: readonly (Partial<StaticDataRouteOption> | undefined)[]): RouteAccess {
  const access: RouteAccess = { requiresAuth: false, permissions: [], features: [], requiresClientAccount: false };
  for (const meta of chain) {
    if (!meta) continue;
    if (meta.requiresAuth) access.requiresAuth = true;
    if (meta.requiredPermission) access.permissions.push(meta.requiredPermission);
    if (meta.requiresFeature) access.features.push(meta.requiresFeature);
    if (meta.requiresClientAccount) access.requiresClientAccount = true;
  }
  return access;
}

/** What the current session can do, as plain data so the rules below stay pure. */
export interface AccessSubject {
  permissions: readonly string[];
  flags: Readonly<Record<string, boolean>>;
  /** Spec §8: when flag initialisation failed nothing is known about flags, and navigation is allowed. */
  flagsFailed: boolean;
  /** The logged-in user's role, null or absent when unknown: pages for client accounts need `client`. */
  role?: Role | null;
}

export function isFlagOn(subject: AccessSubject, flag: KnownFlag): boolean {
  return subject.flagsFailed || subject.flags[flag] === true;
}

/** The first feature that is off, in declaration order (parents first). */
export function firstDisabledFeature(subject: AccessSubject, features: readonly KnownFlag[]): KnownFlag | null {
  return features.find((flag) => !isFlagOn(subject, flag)) ?? null;
}

export function firstMissingPermission(
  subject: AccessSubject,
  permissions: readonly PermissionRequirement[],
): PermissionRequirement | null {
  return permissions.find((required) => !holdsPermission(subject.permissions, required)) ?? null;
}

/** Whether the subject is the kind of account the route is for: a client account for the client portal's pages. */
export function meetsAccountRequirement(subject: AccessSubject, access: RouteAccess): boolean {
  return !access.requiresClientAccount || subject.role === 'client';
}

/** 'view_products o view_all_projects' for a list: the name used in 'Permesso {name} mancante'. */
export function requirementName(required: PermissionRequirement): string {
  return typeof required === 'string' ? required : required.join(' o ');
}

/** The route's own metadata and its parents', root first; null for a path with no route. */
export function routeAccessOf(routesByPath: Readonly<Record<string, AnyRoute>>, path: string): RouteAccess | null {
  const route = routesByPath[path];
  if (!route) return null;
  const chain: (Partial<StaticDataRouteOption> | undefined)[] = [];
  for (let current: AnyRoute | undefined = route; current; current = current.parentRoute) {
    chain.unshift(current.options.staticData);
  }
  return collectRouteAccess(chain);
}
