import {
  forwardRef,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { ChartCard } from './chart-card';
import { type ChartLayout, edgePath } from './layout';
import { ORGCHART_TEXT as TEXT } from './strings';

export const MIN_ZOOM = 0.3;
export const MAX_ZOOM = 2;
export const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));

export type ChartViewportHandle = {
  /** Scrolls the card (or person row) with this id to the middle of the viewport. */
  reveal: (id: string) => void;
  /** The zoom at which the whole chart fits the viewport's width (never above 100%). */
  fitZoom: () => number;
};

export type ChartViewportProps = {
  layout: ChartLayout;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  matches: ReadonlySet<string>;
  managerNames: ReadonlyMap<string, string>;
  onToggle: (id: string) => void;
};

/**
 * The scrollable stage: native scrolling pans (so touch, trackpads and the keyboard work), dragging with the
 * mouse pans too, Ctrl/Cmd + wheel zooms around the pointer. The chart is scaled with a CSS transform inside a
 * box of the scaled size, so the scroll bars match what is shown.
 */
export const ChartViewport = forwardRef<ChartViewportHandle, ChartViewportProps>(function ChartViewport(
  { layout, zoom, onZoomChange, matches, managerNames, onToggle },
  ref,
) {
  const viewport = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ x: number; y: number; cx: number; cy: number } | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number; id: number } | null>(null);
  const zoomRef = useRef(zoom);

  useImperativeHandle(ref, () => ({
    reveal(id) {
      // Scrolls the stage only, never the page: the search box stays where the user is typing.
      const el = viewport.current;
      const element = el?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`);
      if (!el || !element) return;
      const box = el.getBoundingClientRect();
      const target = element.getBoundingClientRect();
      el.scrollTo({
        left: el.scrollLeft + target.left + target.width / 2 - (box.left + box.width / 2),
        top: el.scrollTop + target.top + target.height / 2 - (box.top + box.height / 2),
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    },
    fitZoom() {
      const width = viewport.current?.clientWidth ?? layout.width;
      return layout.width > 0 ? clampZoom(Math.min(1, width / layout.width)) : 1;
    },
  }));

  // Keeps the point under the pointer (or the centre) in place when the zoom changes.
  useLayoutEffect(() => {
    const el = viewport.current;
    const previous = zoomRef.current;
    zoomRef.current = zoom;
    if (!el || previous === zoom) return;
    const a = anchor.current ?? {
      x: el.clientWidth / 2,
      y: el.clientHeight / 2,
      cx: (el.scrollLeft + el.clientWidth / 2) / previous,
      cy: (el.scrollTop + el.clientHeight / 2) / previous,
    };
    anchor.current = null;
    el.scrollLeft = a.cx * zoom - a.x;
    el.scrollTop = a.cy * zoom - a.y;
  }, [zoom]);

  // A non-passive listener: Ctrl/Cmd + wheel must not zoom the whole page.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      const current = zoomRef.current;
      anchor.current = { x, y, cx: (el.scrollLeft + x) / current, cy: (el.scrollTop + y) / current };
      onZoomChange(clampZoom(current * (event.deltaY < 0 ? 1.1 : 1 / 1.1)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [onZoomChange]);

  // Arrow keys scroll natively; + / − / 0 zoom while the stage has the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const next = { '+': zoom * 1.2, '=': zoom * 1.2, '-': zoom / 1.2, '0': 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onZoomChange(clampZoom(next));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const el = viewport.current;
    if (!el || event.pointerType !== 'mouse' || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('a, button')) return;
    drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop, id: event.pointerId };
    el.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = viewport.current;
    const d = drag.current;
    if (!el || !d || d.id !== event.pointerId) return;
    el.scrollLeft = d.left - (event.clientX - d.x);
    el.scrollTop = d.top - (event.clientY - d.y);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === event.pointerId) drag.current = null;
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrollable region must be focusable for keyboard panning.
    <div
      ref={viewport}
      role="region"
      aria-label={TEXT.chart}
      aria-describedby="orgchart-hint"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll (pan) the chart with the arrows.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      style={{ height: layout.height * zoom + 2 }}
      className="relative max-h-[min(75vh,760px)] min-h-80 cursor-grab overflow-auto rounded-2xl border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 active:cursor-grabbing dark:border-slate-800 dark:bg-slate-950"
    >
      <p id="orgchart-hint" className="sr-only">
        {TEXT.chartHint}
      </p>
      <div className="relative mx-auto" style={{ width: layout.width * zoom, height: layout.height * zoom }}>
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ width: layout.width, height: layout.height, transform: `scale(${zoom})` }}
        >
          <svg
            aria-hidden="true"
            className="absolute inset-0 text-slate-300 dark:text-slate-600"
            width={layout.width}
            height={layout.height}
          >
            {layout.edges.map((e) => (
              <path
                key={`${e.from.node.id}-${e.to.node.id}`}
                d={edgePath(e)}
                fill="none"
                stroke="currentColor"
                strokeWidth={1.5}
              />
            ))}
          </svg>
          <ul aria-label={TEXT.chart}>
            {layout.nodes.map((placed) => (
              <ChartCard
                key={placed.node.id}
                placed={placed}
                matches={matches}
                managerName={placed.parentId ? (managerNames.get(placed.parentId) ?? null) : null}
                onToggle={onToggle}
              />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
});
