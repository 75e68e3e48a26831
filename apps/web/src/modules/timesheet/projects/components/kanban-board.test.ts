import type { Task } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { groupByStatus, moveFor } from './kanban-board';

const task = (id: string, status: Task['status'], position: number) => ({ id, status, position }) as Task;

describe('Kanban moves', () => {
  it('groups tasks by column in their stored order', () => {
    const columns = groupByStatus([task('b', 'da_fare', 2), task('a', 'da_fare', 1), task('c', 'completato', 1)]);
    expect(columns).toEqual({ da_fare: ['a', 'b'], in_corso: [], in_revisione: [], completato: ['c'] });
  });

  it('describes a drop by its upper neighbour, else its lower one, else the column alone', () => {
    const columns = { da_fare: ['a', 'b'], in_corso: ['x'], in_revisione: ['c', 'd'], completato: [] };
    expect(moveFor(columns, 'b')).toEqual({ status: 'da_fare', after_id: 'a' });
    expect(moveFor(columns, 'c')).toEqual({ status: 'in_revisione', before_id: 'd' });
    expect(moveFor(columns, 'x')).toEqual({ status: 'in_corso' });
    expect(moveFor(columns, 'missing')).toBeNull();
  });
});
