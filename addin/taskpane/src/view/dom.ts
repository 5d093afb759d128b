/** A tiny element builder: no framework, no innerHTML with server text (everything is textContent). */

type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "function") {
      el.addEventListener(name.replace(/^on/, "").toLowerCase(), value);
    } else if (name === "class") {
      el.className = String(value);
    } else if (value === true) {
      el.setAttribute(name, "");
    } else {
      el.setAttribute(name, String(value));
    }
  }
  append(el, ...children);
  return el;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Fluent-style 16px icons as inline SVG paths (no icon font, nothing to download). */
const ICONS: Record<string, string> = {
  check: "M13.86 3.66a.5.5 0 0 1-.02.7l-7.93 7.48a.6.6 0 0 1-.84-.02L2.4 9.1a.5.5 0 0 1 .72-.7l2.4 2.44 7.65-7.2a.5.5 0 0 1 .7.02Z",
  partial: "M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2Zm0 1v10A5 5 0 0 1 8 3Z",
  none: "M8 2a6 6 0 1 1 0 12A6 6 0 0 1 8 2Zm0 1a5 5 0 1 0 0 10A5 5 0 0 0 8 3Zm2.35 2.65a.5.5 0 0 1 0 .7L8.71 8l1.64 1.65a.5.5 0 0 1-.7.7L8 8.71l-1.65 1.64a.5.5 0 0 1-.7-.7L7.29 8 5.65 6.35a.5.5 0 1 1 .7-.7L8 7.29l1.65-1.64a.5.5 0 0 1 .7 0Z",
  unverified:
    "M8 2a6 6 0 1 1 0 12A6 6 0 0 1 8 2Zm0 1a5 5 0 1 0 0 10A5 5 0 0 0 8 3Zm0 7.25a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5ZM8 4.5c1.1 0 2 .83 2 1.9 0 .7-.33 1.12-.87 1.52l-.3.22c-.3.24-.33.34-.33.61a.5.5 0 0 1-1 0c0-.7.33-1.05.75-1.38l.3-.22c.37-.28.45-.42.45-.75 0-.5-.43-.9-1-.9-.6 0-1 .4-1 .95a.5.5 0 0 1-1 0C6 5.35 6.85 4.5 8 4.5Z",
  dash: "M4 8a.5.5 0 0 1 .5-.5h7a.5.5 0 0 1 0 1h-7A.5.5 0 0 1 4 8Z",
  removed:
    "M8 2a6 6 0 1 1 0 12A6 6 0 0 1 8 2Zm3.9 2.8-7.1 7.1A5 5 0 0 0 11.9 4.8ZM8 3a5 5 0 0 0-3.9 8.2l7.1-7.1A5 5 0 0 0 8 3Z",
  search:
    "M9.1 10.17a4.5 4.5 0 1 1 .7-.7l3.55 3.55a.5.5 0 0 1-.7.7L9.1 10.17ZM10 6.5a3.5 3.5 0 1 0-7 0 3.5 3.5 0 0 0 7 0Z",
  refresh:
    "M3 8a5 5 0 0 1 8.66-3.4H9.5a.5.5 0 0 0 0 1h3a.5.5 0 0 0 .5-.5v-3a.5.5 0 0 0-1 0v1.7A6 6 0 1 0 14 8a.5.5 0 0 0-1 0 5 5 0 0 1-10 0Z",
};

export function icon(name: keyof typeof ICONS | string, className = "icon"): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("width", "16");
  svg.setAttribute("height", "16");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", className);
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", ICONS[name] ?? ICONS.dash ?? "");
  path.setAttribute("fill", "currentColor");
  svg.appendChild(path);
  return svg;
}
