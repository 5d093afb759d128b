/**
 * One floating panel for sources and explanations.
 *
 * - Click / Enter / Space on an anchor opens it as a non-modal dialog and moves focus into it; Escape or a
 *   click elsewhere closes it and returns focus to the anchor.
 * - Hover or keyboard focus on an anchor shows the same content as a tooltip, which stays while the pointer
 *   moves onto it (WCAG 1.4.13) and closes on Escape, blur or leaving. Rails and marked clauses are hover
 *   targets only: the sentence's slot button, beside them, is the keyboard's way to the same details.
 * It never opens by itself, so streaming text never steals focus.
 */

import { clear, h } from "./dom";

type Content = () => Node;

interface Binding {
  content: Content;
  label: string;
}

export class Popover {
  readonly el: HTMLDivElement;
  private anchor: HTMLElement | null = null;
  private mode: "dialog" | "tooltip" | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly bindings = new WeakMap<HTMLElement, Binding>();
  private static counter = 0;

  constructor(private readonly host: HTMLElement) {
    this.el = h("div", { class: "popover", id: `popover-${++Popover.counter}`, hidden: true, tabindex: -1 });
    host.appendChild(this.el);
    this.el.addEventListener("mouseenter", () => this.cancelHide());
    this.el.addEventListener("mouseleave", () => {
      if (this.mode === "tooltip") this.scheduleHide();
    });
    this.el.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        ev.stopPropagation();
        this.close(true);
      }
    });
    document.addEventListener("mousedown", (ev) => {
      if (this.mode !== "dialog") return;
      const target = ev.target as Node | null;
      if (target && (this.el.contains(target) || this.anchor?.contains(target))) return;
      this.close(false);
    });
  }

  /** Make `anchor` show `content` on hover/focus (tooltip) and on activation (dialog). */
  attach(anchor: HTMLElement, label: string, content: Content): void {
    this.bindings.set(anchor, { content, label });
    anchor.setAttribute("aria-haspopup", "dialog");
    anchor.setAttribute("aria-expanded", "false");
    anchor.addEventListener("click", (ev) => {
      ev.preventDefault();
      if (this.anchor === anchor && this.mode === "dialog") this.close(true);
      else this.open(anchor, "dialog");
    });
    anchor.addEventListener("mouseenter", () => {
      if (this.mode !== "dialog") this.open(anchor, "tooltip");
    });
    anchor.addEventListener("mouseleave", () => {
      if (this.mode === "tooltip" && this.anchor === anchor) this.scheduleHide();
    });
    anchor.addEventListener("focus", () => {
      if (this.mode !== "dialog") this.open(anchor, "tooltip");
    });
    anchor.addEventListener("blur", (ev) => {
      const next = (ev as FocusEvent).relatedTarget as Node | null;
      if (this.mode === "tooltip" && this.anchor === anchor && !(next && this.el.contains(next))) this.close(false);
    });
    anchor.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && this.anchor === anchor && this.mode) {
        ev.stopPropagation();
        this.close(false);
      }
    });
  }

  /** Hover only (a rail, a marked clause): the same content as a tooltip, for the pointer. */
  attachHover(target: HTMLElement, label: string, content: Content): void {
    this.bindings.set(target, { content, label });
    target.addEventListener("mouseenter", () => {
      if (this.mode !== "dialog") this.open(target, "tooltip");
    });
    target.addEventListener("mouseleave", () => {
      if (this.mode === "tooltip" && this.anchor === target) this.scheduleHide();
    });
  }

  get isOpen(): boolean {
    return this.mode !== null;
  }

  open(anchor: HTMLElement, mode: "dialog" | "tooltip"): void {
    const binding = this.bindings.get(anchor);
    if (!binding) return;
    this.cancelHide();
    if (this.anchor && this.anchor !== anchor) this.anchor.setAttribute("aria-expanded", "false");
    this.anchor = anchor;
    this.mode = mode;
    clear(this.el);
    const close = h(
      "button",
      { class: "popover-close", type: "button", "aria-label": "Close", onclick: () => this.close(true) },
      "×",
    );
    this.el.appendChild(close);
    this.el.appendChild(binding.content());
    this.el.setAttribute("role", mode === "dialog" ? "dialog" : "tooltip");
    this.el.setAttribute("aria-label", binding.label);
    const interactive = anchor.getAttribute("aria-hidden") !== "true";
    if (mode === "dialog") {
      anchor.setAttribute("aria-expanded", "true");
      anchor.removeAttribute("aria-describedby");
    } else if (interactive) {
      anchor.setAttribute("aria-describedby", this.el.id);
    }
    this.el.hidden = false;
    this.place(anchor);
    if (mode === "dialog") this.el.focus();
  }

  close(returnFocus: boolean): void {
    const anchor = this.anchor;
    const wasDialog = this.mode === "dialog";
    this.cancelHide();
    this.mode = null;
    this.anchor = null;
    this.el.hidden = true;
    clear(this.el);
    if (anchor) {
      if (anchor.hasAttribute("aria-expanded")) anchor.setAttribute("aria-expanded", "false");
      anchor.removeAttribute("aria-describedby");
      if (returnFocus && wasDialog && anchor.isConnected) anchor.focus({ preventScroll: true });
    }
  }

  /** Close if the anchor left the page (its sentence was re-rendered). */
  refresh(): void {
    if (this.anchor && !this.anchor.isConnected) this.close(false);
    else if (this.anchor) this.place(this.anchor);
  }

  private scheduleHide(): void {
    this.cancelHide();
    this.hideTimer = setTimeout(() => this.close(false), 200);
  }

  private cancelHide(): void {
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.hideTimer = null;
  }

  private place(anchor: HTMLElement): void {
    const margin = 8;
    const a = anchor.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const width = Math.min(320, viewport - 2 * margin);
    this.el.style.width = `${width}px`;
    const left = Math.max(margin, Math.min(a.left, viewport - width - margin));
    this.el.style.left = `${left + window.scrollX}px`;
    const below = a.bottom + 6;
    const height = this.el.offsetHeight;
    const fitsBelow = below + height <= window.innerHeight - margin || a.top - height - 6 < margin;
    const top = fitsBelow ? below : a.top - height - 6;
    this.el.style.top = `${top + window.scrollY}px`;
    void this.host;
  }
}
