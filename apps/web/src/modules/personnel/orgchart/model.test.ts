import type { OrgChart, OrgChartPerson } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { chartToSvg } from './export';
import { layoutForest } from './layout';
import { branchIds, departmentForest, reportingForest, searchForest } from './model';

const person = (id: string, name: string, manager_id: string | null, department_id: string | null = null) =>
  ({ id, name, manager_id, department_id, department_name: null, job_title: '', avatar_url: null }) as OrgChartPerson;

const chart: OrgChart = {
  people: [
    person('a', 'Alessandra Rossi', null, 'dir'),
    person('m', 'Marco Bianchi', 'a', 'del'),
    person('g', 'Giulia Esposito', 'm', 'del'),
    person('n', 'Nicolò Ferri', 'm'),
  ],
  departments: [
    { id: 'dir', name: 'Direzione', code: 'DIR', parent_id: null, head_user_id: 'a' },
    { id: 'del', name: 'Delivery', code: 'DEL', parent_id: 'dir', head_user_id: 'm' },
  ],
};

describe('org chart model', () => {
  it('builds the reporting tree with counts of the people below each node', () => {
    const [root, ...others] = reportingForest(chart);
    expect(others).toEqual([]);
    expect(root!.name).toBe('Alessandra Rossi');
    expect(root!.descendantPeople).toBe(3);
    expect(root!.children[0]!.children.map((c) => c.name)).toEqual(['Giulia Esposito', 'Nicolò Ferri']);
  });

  it('never loops on a reporting cycle: everyone is placed once', () => {
    const looped: OrgChart = { people: [person('x', 'Xenia', 'y'), person('y', 'Yuri', 'x')], departments: [] };
    const forest = reportingForest(looped);
    const names: string[] = [];
    const walk = (n: (typeof forest)[number]) => {
      names.push(n.name);
      n.children.forEach(walk);
    };
    forest.forEach(walk);
    expect(names.sort()).toEqual(['Xenia', 'Yuri']);
  });

  it('groups people by department, head first, and collects those without one', () => {
    const forest = departmentForest(chart);
    expect(forest.map((d) => d.name)).toEqual(['Direzione', 'Senza dipartimento']);
    const delivery = forest[0]!.children[0]!;
    expect(delivery.people.map((p) => p.name)).toEqual(['Marco Bianchi', 'Giulia Esposito']);
    expect(forest[0]!.descendantPeople).toBe(2);
  });

  it('finds people without accents and opens the branches above them', () => {
    const forest = reportingForest(chart);
    const result = searchForest(forest, 'nicolo');
    expect([...result.matches]).toEqual(['p:n']);
    expect(result.first).toBe('p:n');
    expect([...result.ancestors].sort()).toEqual(['p:a', 'p:m']);
    expect(searchForest(forest, '  ').matches.size).toBe(0);
  });

  it('lays out collapsed branches as leaves and exports what is shown', () => {
    const forest = reportingForest(chart);
    const open = layoutForest(forest, new Set());
    expect(open.nodes).toHaveLength(4);
    const closed = layoutForest(forest, branchIds(forest));
    expect(closed.nodes.map((n) => n.node.name)).toEqual(['Alessandra Rossi']);
    expect(closed.nodes[0]!.collapsed).toBe(true);
    const svg = chartToSvg(open);
    expect(svg).toContain('Nicolò Ferri');
    expect(chartToSvg(closed)).not.toContain('Giulia');
  });
});
