import type { ComponentType } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';

/** Placeholder until this page is built (issue 7). The route passes the departments panel for its tab. */
export function PersonnelAdminPage(_props: { departmentsPanel: ComponentType }) {
  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TEXT.admin} />
      <PersonnelSectionBar />
    </div>
  );
}
