import {
  formatDay,
  PROJECT_BILLING_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectBillingType,
  type ProjectStatus,
} from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FolderKanban } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { useClientProjects } from '../api/client-projects';
import { CLIENT_360_TEXT } from '../strings';
import { NUMBER, ROW_LINK, TabFrame, TabRow } from './tab-frame';

const TEXT = CLIENT_360_TEXT.projects;
const day = (value: string | null) => (value ? formatDay(value) : null);

/** "Progetti": the client's projects (the projects linked to its company), without money. */
export function ClientProjectsTab({ clientId }: { clientId: string }) {
  const { data } = useClientProjects(clientId);
  const projects = data.items;
  return (
    <TabFrame
      title={TEXT.title}
      count={TEXT.count(projects.length)}
      empty={
        projects.length === 0
          ? {
              icon: FolderKanban,
              title: data.available ? TEXT.empty : TEXT.unavailable,
              hint: data.available ? TEXT.emptyHint : undefined,
            }
          : null
      }
    >
      {projects.map((p) => (
        <TabRow
          key={p.id}
          title={
            <Link to="/app/projects/$projectId" params={{ projectId: p.id }} className={ROW_LINK}>
              <span className={NUMBER}>{p.code}</span>
              {p.name}
            </Link>
          }
          meta={[
            PROJECT_BILLING_LABELS[p.billing_type as ProjectBillingType],
            TEXT.period(day(p.start_date), day(p.end_date)),
          ]
            .filter(Boolean)
            .join(' · ')}
          aside={
            <Badge tone={p.status === 'attivo' ? 'success' : 'neutral'}>
              {PROJECT_STATUS_LABELS[p.status as ProjectStatus] ?? p.status}
            </Badge>
          }
        />
      ))}
    </TabFrame>
  );
}
