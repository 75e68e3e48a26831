/** Placeholder until the departments panel of 'Gestione' is built (issue 7). */
export function DepartmentsPanel() {
  return null;
}
