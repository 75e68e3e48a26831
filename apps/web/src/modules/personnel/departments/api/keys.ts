/** Department changes also move people in the org chart and profiles: mutations refresh every personnel query. */
export const PERSONNEL_KEY = ['personnel'] as const;
export const DEPARTMENTS_KEY = [...PERSONNEL_KEY, 'departments'] as const;
export const departmentKey = (id: string) => [...DEPARTMENTS_KEY, 'detail', id] as const;
