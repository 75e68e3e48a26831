/** Every documents query starts with this key, so a change can refresh them all at once. */
export const DOCUMENTS_KEY = ['documents'] as const;
export const DOCUMENT_LISTS_KEY = [...DOCUMENTS_KEY, 'list'] as const;
export const FOLDERS_KEY = [...DOCUMENTS_KEY, 'folders'] as const;
export const TAGS_KEY = [...DOCUMENTS_KEY, 'tags'] as const;
export const TRASH_KEY = [...DOCUMENTS_KEY, 'trash'] as const;
export const documentKey = (id: string) => [...DOCUMENTS_KEY, 'detail', id] as const;
export const accessKey = (kind: 'document' | 'folder', id: string) => [...DOCUMENTS_KEY, 'access', kind, id] as const;
export const activityKey = (id: string) => [...DOCUMENTS_KEY, 'activity', id] as const;
