import { PageHeader } from '../../../ui/page-header';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';

/** Placeholder until this page is built (issue 7). */
export function JobLevelsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TEXT.jobLevels} />
      <PersonnelSectionBar />
    </div>
  );
}
