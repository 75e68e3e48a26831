import type { OrgChart, OrgChartPerson } from '@portale/shared';
import { ORGCHART_TEXT } from './strings';

export type OrgView = 'manager' | 'department';

/** One card of the chart: a person (reporting view) or a department with its people (department view). */
export type ChartNode = {
  /** 'p:<userId>' or 'd:<departmentId>' ('d:none' groups people without a department). */
  id: string;
  kind: 'person' | 'department';
  name: string;
  /** Person: the job title; department: the code. */
  subtitle: string;
  /** Person: the department; department: the head's name. */
  detail: string;
  avatarUrl: string | null;
  /** The user id (person) or the department id (department, null for 'd:none'). */
  targetId: string | null;
  /** Department view: the people working there, shown inside the card. */
  people: OrgChartPerson[];
  children: ChartNode[];
  /** People under this node (in sub-nodes), shown on the collapse button when hidden. */
  descendantPeople: number;
};

const personNode = (p: OrgChartPerson): ChartNode => ({
  id: `p:${p.id}`,
  kind: 'person',
  name: p.name,
  subtitle: p.job_title,
  detail: p.department_name ?? '',
  avatarUrl: p.avatar_url,
  targetId: p.id,
  people: [],
  children: [],
  descendantPeople: 0,
});

/** Counts the people below each node, bottom-up. */
function countPeople(node: ChartNode): number {
  let total = 0;
  for (const child of node.children) total += countPeople(child) + (child.kind === 'person' ? 1 : child.people.length);
  node.descendantPeople = total;
  return total;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'it');

/**
 * Reporting lines: roots are the people without an (active) manager. A cycle in the data (A reports to B,
 * B to A) cannot loop: every person is placed once, and whoever is left over becomes a root.
 */
export function reportingForest(chart: OrgChart): ChartNode[] {
  const ids = new Set(chart.people.map((p) => p.id));
  const reports = new Map<string, OrgChartPerson[]>();
  for (const p of chart.people) {
    if (p.manager_id && ids.has(p.manager_id) && p.manager_id !== p.id) {
      reports.set(p.manager_id, [...(reports.get(p.manager_id) ?? []), p]);
    }
  }
  const placed = new Set<string>();
  const build = (p: OrgChartPerson): ChartNode => {
    placed.add(p.id);
    const node = personNode(p);
    node.children = (reports.get(p.id) ?? [])
      .filter((r) => !placed.has(r.id))
      .sort(byName)
      .map(build);
    return node;
  };
  const roots = chart.people
    .filter((p) => !p.manager_id || !ids.has(p.manager_id) || p.manager_id === p.id)
    .sort(byName)
    .map(build);
  for (const p of [...chart.people].sort(byName)) if (!placed.has(p.id)) roots.push(build(p));
  for (const root of roots) countPeople(root);
  return roots;
}

/** Departments as a tree, each card listing its people (head first); people without one in a last group. */
export function departmentForest(chart: OrgChart): ChartNode[] {
  const names = new Map(chart.people.map((p) => [p.id, p.name]));
  const deptIds = new Set(chart.departments.map((d) => d.id));
  const members = new Map<string, OrgChartPerson[]>();
  const loose: OrgChartPerson[] = [];
  for (const p of chart.people) {
    if (p.department_id && deptIds.has(p.department_id)) {
      members.set(p.department_id, [...(members.get(p.department_id) ?? []), p]);
    } else loose.push(p);
  }
  const children = new Map<string | null, typeof chart.departments>();
  for (const d of chart.departments) {
    const parent = d.parent_id && deptIds.has(d.parent_id) ? d.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const placed = new Set<string>();
  const build = (d: OrgChart['departments'][number]): ChartNode => {
    placed.add(d.id);
    const people = (members.get(d.id) ?? []).sort(
      (a, b) => Number(b.id === d.head_user_id) - Number(a.id === d.head_user_id) || byName(a, b),
    );
    return {
      id: `d:${d.id}`,
      kind: 'department',
      name: d.name,
      subtitle: d.code ?? '',
      detail: d.head_user_id ? (names.get(d.head_user_id) ?? '') : '',
      avatarUrl: null,
      targetId: d.id,
      people,
      children: (children.get(d.id) ?? [])
        .filter((c) => !placed.has(c.id))
        .sort(byName)
        .map(build),
      descendantPeople: 0,
    };
  };
  const roots = (children.get(null) ?? []).sort(byName).map(build);
  for (const d of chart.departments) if (!placed.has(d.id)) roots.push(build(d));
  if (loose.length > 0) {
    roots.push({
      id: 'd:none',
      kind: 'department',
      name: ORGCHART_TEXT.noDepartment,
      subtitle: '',
      detail: '',
      avatarUrl: null,
      targetId: null,
      people: loose.sort(byName),
      children: [],
      descendantPeople: 0,
    });
  }
  for (const root of roots) countPeople(root);
  return roots;
}

/** Every node id with children: what 'Comprimi tutto' collapses. */
export function branchIds(forest: readonly ChartNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (n: ChartNode) => {
    if (n.children.length > 0) out.add(n.id);
    n.children.forEach(walk);
  };
  forest.forEach(walk);
  return out;
}

/** Lower-case and without accents, so 'nicolo' finds 'Nicolò'. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export type SearchResult = {
  /** Node ids and person ids ('p:<id>') that match. */
  matches: Set<string>;
  /** Ids of the nodes to reveal, in chart order: the first one is scrolled into view. */
  order: string[];
  /** Ancestors of every match: they are expanded so the matches show. */
  ancestors: Set<string>;
  /** The element to scroll into view: the first matching card or person row, in chart order. */
  first: string | null;
};

/** Finds people (name, job title) and departments (name, code) matching the query. */
export function searchForest(forest: readonly ChartNode[], query: string): SearchResult {
  const q = normalise(query);
  const result: SearchResult = { matches: new Set(), order: [], ancestors: new Set(), first: null };
  if (!q) return result;
  const hits = (...texts: string[]) => texts.some((t) => normalise(t).includes(q));
  const walk = (node: ChartNode, path: string[]) => {
    let found = hits(node.name, node.subtitle);
    if (found) {
      result.matches.add(node.id);
      result.first ??= node.id;
    }
    for (const p of node.people) {
      if (hits(p.name, p.job_title)) {
        result.matches.add(`p:${p.id}`);
        result.first ??= `p:${p.id}`;
        found = true;
      }
    }
    if (found) {
      result.order.push(node.id);
      for (const a of path) result.ancestors.add(a);
    }
    for (const child of node.children) walk(child, [...path, node.id]);
  };
  for (const root of forest) walk(root, []);
  return result;
}
