import { personInitials } from '@/ui/avatar';
import { CARD_WIDTH, type ChartLayout, DEPT_HEADER, DEPT_ROW, edgePath, type PlacedNode } from './layout';
import { ORGCHART_TEXT } from './strings';

// A standalone SVG of the chart as laid out on screen (collapsed branches stay collapsed), with fonts and
// colours inline so it opens the same anywhere. Light colours on white: exports are for printing and slides.

const FONT = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const C = {
  background: '#ffffff',
  card: '#ffffff',
  border: '#cbd5e1',
  department: '#eef2ff',
  departmentBorder: '#a5b4fc',
  edge: '#94a3b8',
  name: '#0f172a',
  muted: '#475569',
  avatar: '#e0e7ff',
  avatarText: '#3730a3',
} as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Cuts a line to what fits the card (an estimate: SVG text does not wrap). */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const text = (x: number, y: number, value: string, size: number, color: string, weight = 400, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family='${FONT}' font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(value)}</text>`;

function avatar(cx: number, cy: number, r: number, name: string) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.avatar}"/>` +
    text(cx, cy + r * 0.35, personInitials(name), r * 0.9, C.avatarText, 600, 'middle')
  );
}

function personCard(p: PlacedNode): string {
  const { x, y, width, height, node } = p;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12" fill="${C.card}" stroke="${C.border}"/>`,
    avatar(x + 32, y + height / 2, 18, node.name),
    text(x + 60, y + 28, fit(node.name, 24), 14, C.name, 600),
    text(x + 60, y + 47, fit(node.subtitle, 28), 12, C.muted),
    text(x + 60, y + 64, fit(node.detail, 28), 12, C.muted),
  ].join('');
}

function departmentCard(p: PlacedNode): string {
  const { x, y, width, height, node } = p;
  const parts = [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12" fill="${C.card}" stroke="${C.departmentBorder}"/>`,
    `<path d="M${x},${y + 12} a12,12 0 0 1 12,-12 h${width - 24} a12,12 0 0 1 12,12 v${DEPT_HEADER - 12} h-${width} z" fill="${C.department}"/>`,
    text(x + 14, y + 26, fit(node.name + (node.subtitle ? ` · ${node.subtitle}` : ''), 28), 14, C.name, 700),
    text(
      x + 14,
      y + 46,
      fit(node.detail ? `${ORGCHART_TEXT.head}: ${node.detail}` : ORGCHART_TEXT.noHead, 32),
      12,
      C.muted,
    ),
  ];
  if (node.people.length === 0) parts.push(text(x + 14, y + DEPT_HEADER + 24, ORGCHART_TEXT.nobody, 12, C.muted));
  node.people.forEach((person, i) => {
    const rowY = y + DEPT_HEADER + i * DEPT_ROW;
    parts.push(avatar(x + 26, rowY + DEPT_ROW / 2 + 4, 12, person.name));
    parts.push(text(x + 46, rowY + 20, fit(person.name, 26), 12, C.name, 600));
    parts.push(text(x + 46, rowY + 34, fit(person.job_title, 30), 10, C.muted));
  });
  return parts.join('');
}

export function chartToSvg(layout: ChartLayout): string {
  const edges = layout.edges
    .map((e) => `<path d="${edgePath(e)}" fill="none" stroke="${C.edge}" stroke-width="1.5"/>`)
    .join('');
  const cards = layout.nodes.map((n) => (n.node.kind === 'person' ? personCard(n) : departmentCard(n))).join('');
  const width = Math.max(layout.width, CARD_WIDTH);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${layout.height}" viewBox="0 0 ${width} ${layout.height}">` +
    `<title>${escapeXml(ORGCHART_TEXT.chart)}</title>` +
    `<rect width="100%" height="100%" fill="${C.background}"/>${edges}${cards}</svg>`
  );
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadSvg(layout: ChartLayout) {
  download(new Blob([chartToSvg(layout)], { type: 'image/svg+xml' }), `${ORGCHART_TEXT.fileName}.svg`);
}

/** Renders the SVG into a canvas at twice the size (sharp on high-density screens) and saves it as PNG. */
export async function downloadPng(layout: ChartLayout): Promise<void> {
  const svg = chartToSvg(layout);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('svg'));
      image.src = url;
    });
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(Math.max(layout.width, CARD_WIDTH) * scale);
    canvas.height = Math.ceil(layout.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('png');
    download(blob, `${ORGCHART_TEXT.fileName}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
