import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { useCatalogueOptions } from './api/get-catalogue';
import { useValidationQueueSummary } from './api/validation-queue';
import { CatalogueTab } from './components/catalogue-tab';
import { MatrixTab } from './components/matrix-tab';
import { MySkillsTab } from './components/my-skills-tab';
import { PanelSkeleton } from './components/query-states';
import { ValidationTab } from './components/validation-tab';
import { WhoKnowsTab } from './components/who-knows-tab';
import { matrixFilters, type SkillsSearch, type SkillsTab, visibleTabs, whoKnowsFilters } from './search';
import { SKILLS_TEXT } from './strings';

const route = getRouteApi('/app/personnel/skills');

/**
 * `/app/personnel/skills`: own levels, the validation queue, the matrix, "Chi sa…?" and (HR) the catalogue. The
 * route loader prefetches the catalogue, the queue and the open tab's data; each tab shows its own loading and
 * failure.
 */
export function SkillsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isHr = useCan('manage_users');
  const catalogue = useCatalogueOptions();
  const queue = useValidationQueueSummary();
  const pendingCount = queue?.items.length ?? 0;

  const visible = visibleTabs({ isValidator: queue?.is_validator ?? false, isHr });
  const tab: SkillsTab = search.tab && visible.includes(search.tab) ? search.tab : 'mie';
  const go = (patch: Partial<SkillsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  // Stable while the URL's filters are: the tabs keep what they show until the next filters' data is there.
  const matrix = useMemo(() => matrixFilters(search), [search]);
  const whoKnows = useMemo(() => whoKnowsFilters(search), [search]);
  const panel = (content: ReactNode) => <QueryBoundary fallback={<PanelSkeleton />}>{content}</QueryBoundary>;

  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TITLES.skills} description={SKILLS_TEXT.description} />
      <PersonnelSectionBar />
      <Tabs value={tab} onValueChange={(value) => go({ tab: value === 'mie' ? undefined : (value as SkillsTab) })}>
        <TabsList aria-label={PERSONNEL_TITLES.skills}>
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
        <TabsContent value="mie">{panel(<MySkillsTab />)}</TabsContent>
        {visible.includes('da-validare') && <TabsContent value="da-validare">{panel(<ValidationTab />)}</TabsContent>}
        <TabsContent value="matrice">
          <MatrixTab
            catalogue={catalogue}
            filters={matrix}
            onFiltersChange={(f) =>
              go({ department: f.department_id, category: f.category_id, skill: f.skill_id, gaps: f.only_gaps })
            }
          />
        </TabsContent>
        <TabsContent value="chi-sa">
          <WhoKnowsTab
            catalogue={catalogue}
            filters={whoKnows}
            onFiltersChange={(f) => go({ who: f.skill_id, min: f.min_level, validated: f.validated_only })}
          />
        </TabsContent>
        {isHr && <TabsContent value="catalogo">{panel(<CatalogueTab />)}</TabsContent>}
      </Tabs>
    </div>
  );
}
