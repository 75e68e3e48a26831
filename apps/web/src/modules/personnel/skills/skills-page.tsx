import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '@/platform/use-can';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';
import { useSkillCatalogue } from './api/catalogue';
import { useValidationQueue } from './api/insights';
import { CatalogueTab } from './components/catalogue-tab';
import { MatrixTab } from './components/matrix-tab';
import { MySkillsTab } from './components/my-skills-tab';
import { PanelError, PanelSkeleton } from './components/query-states';
import { ValidationTab } from './components/validation-tab';
import { WhoKnowsTab } from './components/who-knows-tab';
import type { SkillsSearch, SkillsTab } from './search';
import { SKILLS_TEXT } from './strings';

const route = getRouteApi('/app/personnel/skills');

/** `/app/personnel/skills`: own levels, the validation queue, the matrix, "Chi sa…?" and (HR) the catalogue. */
export function SkillsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isHr = useCan('manage_users');
  const catalogue = useSkillCatalogue();
  const queue = useValidationQueue();
  const pendingCount = queue.data?.items.length ?? 0;

  const visible: SkillsTab[] = ['mie'];
  if (queue.data?.is_validator) visible.push('da-validare');
  visible.push('matrice', 'chi-sa');
  if (isHr) visible.push('catalogo');
  const tab: SkillsTab = search.tab && visible.includes(search.tab) ? search.tab : 'mie';
  const go = (patch: Partial<SkillsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TEXT.skills} description={SKILLS_TEXT.description} />
      <PersonnelSectionBar />
      <Tabs value={tab} onValueChange={(value) => go({ tab: value === 'mie' ? undefined : (value as SkillsTab) })}>
        <TabsList aria-label={PERSONNEL_TEXT.skills}>
          {visible.map((key) => (
            <TabsTrigger key={key} value={key}>
              {SKILLS_TEXT.tabs[key]}
              {key === 'da-validare' && pendingCount > 0 && (
                <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                  {pendingCount}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="mie">
          <MySkillsTab />
        </TabsContent>
        {visible.includes('da-validare') && (
          <TabsContent value="da-validare">
            <ValidationTab />
          </TabsContent>
        )}
        <TabsContent value="matrice">
          <MatrixTab
            catalogue={catalogue.data}
            filters={{
              department_id: search.department,
              category_id: search.category,
              skill_id: search.skill,
              only_gaps: search.gaps,
            }}
            onFiltersChange={(f) =>
              go({ department: f.department_id, category: f.category_id, skill: f.skill_id, gaps: f.only_gaps })
            }
          />
        </TabsContent>
        <TabsContent value="chi-sa">
          <WhoKnowsTab
            catalogue={catalogue.data}
            filters={{ skill_id: search.who, min_level: search.min, validated_only: search.validated }}
            onFiltersChange={(f) => go({ who: f.skill_id, min: f.min_level, validated: f.validated_only })}
          />
        </TabsContent>
        {isHr && (
          <TabsContent value="catalogo">
            {catalogue.isError ? (
              <PanelError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
            ) : catalogue.data ? (
              <CatalogueTab catalogue={catalogue.data} />
            ) : (
              <PanelSkeleton />
            )}
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
