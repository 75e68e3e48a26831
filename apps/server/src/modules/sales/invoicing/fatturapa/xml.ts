import { escapeXml } from './text';

// A tiny element tree, enough to write the invoice indented and escaped; empty optional elements drop out.

export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlElement[];
}

type Child = XmlElement | null | undefined | false;

/** An element with text; null or undefined text drops the element (an optional field left empty). */
export function leaf(name: string, text: string | null | undefined): XmlElement | null {
  return text === null || text === undefined || text === '' ? null : { name, text };
}

export function node(name: string, children: Child[], attributes?: Record<string, string>): XmlElement {
  return { name, attributes, children: children.filter((child): child is XmlElement => Boolean(child)) };
}

export function serialize(element: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value, true)}"`)
    .join('');
  if (element.text !== undefined)
    return `${indent}<${element.name}${attributes}>${escapeXml(element.text)}</${element.name}>`;
  const children = (element.children ?? []).map((child) => serialize(child, depth + 1));
  return [`${indent}<${element.name}${attributes}>`, ...children, `${indent}</${element.name}>`].join('\n');
}
