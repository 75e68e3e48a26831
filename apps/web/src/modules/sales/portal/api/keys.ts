/** Every client-portal query starts with this key: a decision on a proposal refreshes all of them. */
export const PORTAL_KEY = ['sales', 'portal'] as const;
export const portalKey = (...rest: string[]) => [...PORTAL_KEY, ...rest] as const;
