/**
 * Follow Office's theme when the host gives one (Office.context.officeTheme), else the system's
 * prefers-color-scheme (done in CSS). The palette is chosen by the background's luminance so the status
 * colours keep their contrast (at least 4.5:1) on the host's own background.
 */

import type { OfficeThemeColors } from "./word";

function channel(hex: string, at: number): number {
  const v = parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb (or rrggbb); null when it is not a colour we understand. */
export function luminance(color: string): number | null {
  const hex = color.trim().replace(/^#/, "");
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) return null;
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4);
}

export function contrast(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

function normalise(color: string): string {
  const c = color.trim();
  return c.startsWith("#") ? c : `#${c}`;
}

export function applyTheme(root: HTMLElement, theme: OfficeThemeColors | null): void {
  if (!theme) {
    delete root.dataset.theme;
    root.style.removeProperty("--colorNeutralBackground1");
    root.style.removeProperty("--colorNeutralForeground1");
    return;
  }
  const background = normalise(theme.bodyBackgroundColor);
  const foreground = normalise(theme.bodyForegroundColor);
  const lum = luminance(background);
  if (lum === null) return;
  root.dataset.theme = lum < 0.2 ? "dark" : "light";
  root.style.setProperty("--colorNeutralBackground1", background);
  // Office's own body text colour, if it is readable on its background; else our palette's.
  const ratio = contrast(foreground, background);
  if (ratio !== null && ratio >= 7) root.style.setProperty("--colorNeutralForeground1", foreground);
  else root.style.removeProperty("--colorNeutralForeground1");
}
