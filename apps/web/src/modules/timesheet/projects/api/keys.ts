/** Every projects query starts with this key, so a change can refresh them all at once. */
export const PROJECTS_KEY = ['projects'] as const;
export const PROJECT_LISTS_KEY = [...PROJECTS_KEY, 'list'] as const;
export const projectKey = (id: string) => [...PROJECTS_KEY, 'detail', id] as const;
