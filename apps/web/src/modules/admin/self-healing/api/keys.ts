/** Every self-healing query starts with this key, so a change anywhere refreshes the dashboard and the lists. */
export const SELF_HEALING_KEY = ['admin', 'self-healing'] as const;
