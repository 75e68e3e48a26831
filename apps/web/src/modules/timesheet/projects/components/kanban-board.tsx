import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  formatDay,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskMove,
  type TaskStatus,
} from '@portale/shared';
import { CalendarDays, GripVertical, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Avatar } from '@/ui/avatar';
import { cx } from '@/ui/cx';
import { isOverdue } from '../format';
import { PROJECTS_TEXT } from '../strings';
import { PriorityBadge } from './status-badge';

const TEXT = PROJECTS_TEXT.tasks;

type Columns = Record<TaskStatus, string[]>;

export function groupByStatus(tasks: readonly Task[]): Columns {
  const columns = Object.fromEntries(TASK_STATUSES.map((s) => [s, [] as string[]])) as Columns;
  for (const task of [...tasks].sort((a, b) => a.position - b.position)) columns[task.status].push(task.id);
  return columns;
}

/** Where a dropped task lands, as the API wants it: after its new upper neighbour, or before the lower one. */
export function moveFor(columns: Columns, taskId: string): TaskMove | null {
  for (const status of TASK_STATUSES) {
    const list = columns[status];
    const index = list.indexOf(taskId);
    if (index < 0) continue;
    if (index > 0) return { status, after_id: list[index - 1]! };
    if (list.length > 1) return { status, before_id: list[1]! };
    return { status };
  }
  return null;
}

const containerOf = (columns: Columns, id: string): TaskStatus | undefined =>
  (TASK_STATUSES as readonly string[]).includes(id)
    ? (id as TaskStatus)
    : TASK_STATUSES.find((s) => columns[s].includes(id));

export type KanbanBoardProps = {
  tasks: readonly Task[];
  canWork: boolean;
  onOpen: (task: Task) => void;
  onCreate: (status: TaskStatus) => void;
  onMove: (taskId: string, move: TaskMove) => void;
};

/**
 * The task board: four columns by status, drag and drop with the mouse (or touch) and with the keyboard
 * (Space on a card's handle, arrows, Space again), announced in Italian to screen readers.
 */
export function KanbanBoard({ tasks, canWork, onOpen, onCreate, onMove }: KanbanBoardProps) {
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const [columns, setColumns] = useState<Columns>(() => groupByStatus(tasks));
  const [activeId, setActiveId] = useState<string | null>(null);
  const startColumns = useRef<Columns | null>(null);
  // While dragging, the board keeps its own order; otherwise it follows the server.
  useEffect(() => {
    if (!activeId) setColumns(groupByStatus(tasks));
  }, [tasks, activeId]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? '';
  const placeOf = (id: string | number) => {
    const status = containerOf(columns, String(id));
    if (!status) return '';
    const index = columns[status].indexOf(String(id));
    return `colonna «${TASK_STATUS_LABELS[status]}», posizione ${index + 1} di ${columns[status].length}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Hai preso il task «${titleOf(active.id)}», ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Il task «${titleOf(active.id)}» è ora in ${placeOf(active.id)}.`
        : `Il task «${titleOf(active.id)}» non è su una colonna.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Task «${titleOf(active.id)}» spostato in ${placeOf(active.id)}.`
        : `Task «${titleOf(active.id)}» rilasciato.`,
    onDragCancel: ({ active }) => `Spostamento annullato: il task «${titleOf(active.id)}» torna al suo posto.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    startColumns.current = columns;
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = containerOf(columns, String(active.id));
    const to = containerOf(columns, String(over.id));
    if (!from || !to || from === to) return;
    setColumns((previous) => {
      const source = previous[from].filter((id) => id !== active.id);
      const target = [...previous[to]];
      const overIndex = target.indexOf(String(over.id));
      target.splice(overIndex < 0 ? target.length : overIndex, 0, String(active.id));
      return { ...previous, [from]: source, [to]: target };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    let next = columns;
    const status = containerOf(columns, id);
    if (over && status) {
      const list = columns[status];
      const from = list.indexOf(id);
      const to = list.indexOf(String(over.id));
      if (to >= 0 && from !== to) next = { ...columns, [status]: arrayMove(list, from, to) };
    }
    setColumns(next);
    setActiveId(null);
    const before = startColumns.current;
    startColumns.current = null;
    if (!over) {
      if (before) setColumns(before);
      return;
    }
    const move = moveFor(next, id);
    const original = before ? moveFor(before, id) : null;
    if (move && JSON.stringify(move) !== JSON.stringify(original)) onMove(id, move);
  };

  const onDragCancel = () => {
    if (startColumns.current) setColumns(startColumns.current);
    startColumns.current = null;
    setActiveId(null);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: { draggable: TEXT.dragHint } }}
    >
      <div className="relative -mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2 lg:grid lg:grid-cols-4 lg:overflow-visible">
        {TASK_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            ids={columns[status]}
            byId={byId}
            canWork={canWork}
            onOpen={onOpen}
            onCreate={onCreate}
          />
        ))}
      </div>
      <DragOverlay>{active ? <CardBody task={active} dragging /> : null}</DragOverlay>
    </DndContext>
  );
}

type ColumnProps = {
  status: TaskStatus;
  ids: string[];
  byId: Map<string, Task>;
  canWork: boolean;
  onOpen: (task: Task) => void;
  onCreate: (status: TaskStatus) => void;
};

function Column({ status, ids, byId, canWork, onOpen, onCreate }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !canWork });
  const headingId = `kanban-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`kanban-column-${status}`}
      className={cx(
        'flex w-72 shrink-0 snap-start flex-col rounded-xl border border-slate-200 bg-slate-50 lg:w-auto dark:border-slate-800 dark:bg-slate-900/60',
        isOver && 'ring-2 ring-primary-400',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 pt-3 pb-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {TASK_STATUS_LABELS[status]}{' '}
          <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {ids.length}
          </span>
        </h3>
        {canWork && (
          <button
            type="button"
            onClick={() => onCreate(status)}
            aria-label={`${TEXT.add} in «${TASK_STATUS_LABELS[status]}»`}
            title={TEXT.add}
            className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        )}
      </header>
      <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-24 flex-1 flex-col gap-2 px-2 pb-2">
          {ids.map((id) => {
            const task = byId.get(id);
            return task ? <SortableCard key={id} task={task} canWork={canWork} onOpen={onOpen} /> : null;
          })}
          {ids.length === 0 && (
            <li className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {TEXT.columnEmpty}
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}

function SortableCard({ task, canWork, onOpen }: { task: Task; canWork: boolean; onOpen: (task: Task) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !canWork,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="kanban-card"
      className={cx(isDragging && 'opacity-40')}
    >
      <CardBody
        task={task}
        onOpen={() => onOpen(task)}
        handle={
          canWork ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={TEXT.handle(task.title)}
              aria-roledescription="elemento trascinabile"
              className="-ml-1 inline-flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
          ) : null
        }
      />
    </li>
  );
}

function CardBody({
  task,
  handle,
  onOpen,
  dragging = false,
}: {
  task: Task;
  handle?: ReactNode;
  onOpen?: () => void;
  dragging?: boolean;
}) {
  const overdue = isOverdue(task.due_date, task.status);
  return (
    <div
      className={cx(
        'flex gap-1.5 rounded-lg border border-slate-200 bg-white p-2.5 shadow-sm dark:border-slate-700 dark:bg-slate-900',
        dragging && 'rotate-1 shadow-lg ring-2 ring-primary-400',
      )}
    >
      {handle}
      <div className="min-w-0 flex-1">
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            className="text-left text-sm font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:focus-visible:outline-primary-400"
          >
            {task.title}
          </button>
        ) : (
          <p className="text-sm font-medium text-slate-900 dark:text-white">{task.title}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <PriorityBadge priority={task.priority} />
          {task.due_date && (
            <span
              className={cx(
                'inline-flex items-center gap-1 text-xs',
                overdue ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
              )}
            >
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{TEXT.dueDate}</span>
              {formatDay(task.due_date, 'dayMonthShort')}
            </span>
          )}
          {task.assignee_name && (
            <span className="ml-auto" title={task.assignee_name}>
              <Avatar name={task.assignee_name} size="xs" />
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
