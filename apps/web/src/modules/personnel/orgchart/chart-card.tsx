import type { OrgChartPerson } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Avatar } from '@/ui/avatar';
import { cx } from '@/ui/cx';
import { DEPT_HEADER, DEPT_ROW, type PlacedNode } from './layout';
import { ORGCHART_TEXT as TEXT } from './strings';

export type ChartCardProps = {
  placed: PlacedNode;
  /** Ids ('p:<userId>', 'd:<departmentId>') matching the search. */
  matches: ReadonlySet<string>;
  managerName: string | null;
  onToggle: (id: string) => void;
};

const HIT = 'ring-2 ring-amber-500 ring-offset-2 ring-offset-slate-50 dark:ring-amber-400 dark:ring-offset-slate-950';
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** One positioned card with its collapse button; the person card's accessible name is the full name. */
export function ChartCard({ placed, matches, managerName, onToggle }: ChartCardProps) {
  const { node, x, y, width, height } = placed;
  const hit = matches.has(node.id);
  return (
    <li
      data-node-id={node.id}
      className="absolute"
      style={{ left: x, top: y, width, height }}
      aria-current={hit ? 'true' : undefined}
    >
      {node.kind === 'person' ? (
        <Link
          to="/app/personnel/$personId"
          params={{ personId: node.targetId! }}
          aria-label={node.name}
          aria-description={[node.subtitle, node.detail, managerName && TEXT.reportsTo(managerName)]
            .filter(Boolean)
            .join(', ')}
          className={cx(
            'flex size-full items-center gap-3 rounded-xl border bg-white px-3 shadow-sm transition-shadow hover:shadow-md dark:bg-slate-900',
            'border-slate-200 dark:border-slate-700',
            FOCUS,
            hit && HIT,
          )}
        >
          <Avatar name={node.name} src={node.avatarUrl} size="md" decorative />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{node.name}</span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{node.subtitle || '—'}</span>
            <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{node.detail}</span>
          </span>
        </Link>
      ) : (
        <DepartmentCard placed={placed} matches={matches} />
      )}
      {node.children.length > 0 && (
        <button
          type="button"
          aria-expanded={!placed.collapsed}
          aria-label={placed.collapsed ? TEXT.expand(node.name, node.descendantPeople) : TEXT.collapse(node.name)}
          title={placed.collapsed ? TEXT.expand(node.name, node.descendantPeople) : TEXT.collapse(node.name)}
          onClick={() => onToggle(node.id)}
          className={cx(
            'absolute -bottom-3 left-1/2 z-10 flex h-6 min-w-6 -translate-x-1/2 items-center justify-center gap-0.5 rounded-full border px-1.5 text-xs font-semibold shadow-sm',
            'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
            FOCUS,
          )}
        >
          {placed.collapsed ? (
            <>
              <span aria-hidden="true">{node.descendantPeople}</span>
              <ChevronDown className="size-3.5" aria-hidden="true" />
            </>
          ) : (
            <ChevronUp className="size-3.5" aria-hidden="true" />
          )}
        </button>
      )}
    </li>
  );
}

function DepartmentCard({ placed, matches }: { placed: PlacedNode; matches: ReadonlySet<string> }) {
  const { node } = placed;
  const hit = matches.has(node.id);
  const title = node.subtitle ? `${node.name} · ${node.subtitle}` : node.name;
  return (
    <div
      className={cx(
        'flex size-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm dark:bg-slate-900',
        'border-indigo-200 dark:border-indigo-800',
        hit && HIT,
      )}
    >
      <div className="bg-indigo-50 px-3 py-2.5 dark:bg-indigo-950/60" style={{ height: DEPT_HEADER }}>
        {node.targetId ? (
          <Link
            to="/app/personnel/departments/$departmentId"
            params={{ departmentId: node.targetId }}
            aria-label={node.name}
            className={cx(
              'block truncate rounded text-sm font-bold text-slate-900 hover:underline dark:text-white',
              FOCUS,
            )}
          >
            {title}
          </Link>
        ) : (
          <span className="block truncate text-sm font-bold text-slate-900 dark:text-white">{title}</span>
        )}
        <span className="mt-0.5 block truncate text-xs text-slate-600 dark:text-slate-300">
          {node.detail ? `${TEXT.head}: ${node.detail}` : node.targetId ? TEXT.noHead : TEXT.people(node.people.length)}
        </span>
      </div>
      {node.people.length === 0 ? (
        <p className="px-3 py-2.5 text-xs text-slate-600 dark:text-slate-400">{TEXT.nobody}</p>
      ) : (
        <ul className="px-1.5 py-1">
          {node.people.map((p) => (
            <PersonRow key={p.id} person={p} hit={matches.has(`p:${p.id}`)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PersonRow({ person, hit }: { person: OrgChartPerson; hit: boolean }) {
  return (
    <li style={{ height: DEPT_ROW }} data-node-id={`p:${person.id}`} aria-current={hit ? 'true' : undefined}>
      <Link
        to="/app/personnel/$personId"
        params={{ personId: person.id }}
        aria-label={person.name}
        aria-description={person.job_title || undefined}
        className={cx(
          'flex h-full items-center gap-2 rounded-lg px-1.5 hover:bg-slate-100 dark:hover:bg-slate-800',
          FOCUS,
          hit && 'bg-amber-100 dark:bg-amber-900/60',
        )}
      >
        <Avatar name={person.name} src={person.avatar_url} size="xs" decorative />
        <span className="min-w-0">
          <span className="block truncate text-xs font-semibold text-slate-900 dark:text-white">{person.name}</span>
          <span className="block truncate text-[0.6875rem] text-slate-600 dark:text-slate-400">
            {person.job_title || '—'}
          </span>
        </span>
      </Link>
    </li>
  );
}
