import { PageHeader } from '../../../ui/page-header';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';
import type { PersonTabs } from './person-tabs';

/** Placeholder until this page is built (issue 7). The route file passes the tabs of the other areas. */
export function PersonPage(_props: { personId: string; tabs: PersonTabs }) {
  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TEXT.person} />
      <PersonnelSectionBar />
    </div>
  );
}
