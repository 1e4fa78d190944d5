import type { Page } from "@playwright/test";

// What is drawn, rather than what is in the DOM: an open popover is opaque and on top, no two visible text boxes
// overlap, and nothing runs off the side of the viewport. One evaluation per screen state, in the page itself, so a
// pass over every screen stays fast; the findings of a whole pass are collected and asserted together.

/**
 * Waits until the page is still: its fonts loaded and every finite animation (a dialog's fade, a sheet's slide, a
 * popover's transition) finished, then two frames for the last styles to paint. Endless ones (spinners,
 * skeleton pulses) are left alone.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let round = 0; round < 20; round++) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== "finished" &&
            animation.playState !== "idle" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) break;
      // A cancelled animation rejects its promise; either way it no longer moves anything.
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Checks the page as it is drawn now; returns a line per problem, each prefixed with `where`. */
export async function layoutProblems(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const problems = await page.evaluate(findProblems);
  return problems.map((problem) => `${where}: ${problem}`);
}

/* Runs in the browser: self-contained, no imports. */
function findProblems(): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  type Box = { left: number; top: number; right: number; bottom: number };

  const describe = (element: Element) => {
    const name =
      element.getAttribute("aria-label") ||
      (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40) ||
      element.getAttribute("id") ||
      "";
    const role = element.getAttribute("role");
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ""}> "${name}"`;
  };
  const alpha = (color: string) => {
    if (color === "transparent") return 0;
    // rgba(r, g, b, a), rgb(r g b / a), oklch(l c h / a), color(srgb r g b / a): the alpha is after a comma or slash.
    const match = /[,/]\s*([\d.]+%?)\s*\)$/.exec(color);
    if (!match || /^rgb\(\s*\d+,\s*\d+,\s*\d+\s*\)$/.test(color)) return 1;
    return match[1].endsWith("%") ? parseFloat(match[1]) / 100 : parseFloat(match[1]);
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (box: Box) => box.right - box.left <= 1 || box.bottom - box.top <= 1;
  /** The part of `box` that its element's scrolling or clipping ancestors let through (the viewport's for fixed ones). */
  const visiblePart = (element: Element, box: Box): Box => {
    let visible: Box = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      // Visually hidden (the sr-only pattern): clipped away entirely.
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)")
        return { ...visible, right: visible.left };
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        visible = intersect(visible, node.getBoundingClientRect());
      }
      if (style.position === "fixed") break;
    }
    return visible;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

  // Everything behind an open modal is inert (Radix hides it from assistive technology): only the top layer counts.
  const hidden = (element: Element) => element.closest('[aria-hidden="true"], [inert]') !== null;

  // The open popovers: dialogs and sheets, menus, listboxes (the address suggestions) and tooltips' visible boxes.
  const surfaces = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'),
  ].filter((element) => {
    const rect = element.getBoundingClientRect();
    return shown(element) && !hidden(element) && rect.width > 1 && rect.height > 1;
  });
  // The floating box a surface is drawn in: itself, or the nearest ancestor positioned out of the flow.
  const floatingBox = (surface: Element) => {
    for (let node: Element | null = surface; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "fixed" || position === "absolute") return node;
    }
    return surface;
  };
  const opaque = new Set<Element>();
  for (const surface of surfaces) {
    // From the surface up to its floating box, the first background drawn is the surface's own: it must hide all
    // behind it. A colour token missing from the theme computes to transparent.
    const box = floatingBox(surface);
    let background = "none";
    for (let node: Element | null = surface; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (alpha(color) > 0) {
        background = color;
        break;
      }
      if (node === box) break;
    }
    if (background === "none") problems.push(`${describe(surface)} has no background: what is behind shows through`);
    else if (alpha(background) < 1) problems.push(`${describe(surface)} has a see-through background (${background})`);
    else opaque.add(surface);
  }

  // On top: at the centre of each item, the element drawn is the item or inside it (or in a popover opened over it).
  const ITEMS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="option"], [role="menuitem"], [role="radio"], [role="tab"], [role="checkbox"], h1, h2, h3, label';
  for (const surface of surfaces) {
    for (const item of surface.querySelectorAll(ITEMS)) {
      if (!shown(item)) continue;
      const rect = item.getBoundingClientRect();
      if (rect.width < 4 || rect.height < 4) continue; // visually hidden inputs and the like
      const visible = intersect(visiblePart(item, rect), { left: 0, top: 0, right: vw, bottom: vh });
      if (isEmpty(visible)) continue; // scrolled out of view
      const x = (visible.left + visible.right) / 2;
      const y = (visible.top + visible.bottom) / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || item.contains(hit)) continue;
      // An item that takes no pointer events (a disabled button) lets its container be the hit.
      if (hit.contains(item) && getComputedStyle(item).pointerEvents === "none") continue;
      const over = surfaces.find((other) => other !== surface && other.contains(hit) && !other.contains(surface));
      if (over) continue;
      problems.push(`${describe(item)} in ${describe(surface)} is covered by ${describe(hit)}`);
    }
  }

  // The visible text boxes: a box per line of each text node, cut to what its clipping ancestors show.
  type TextBox = Box & { node: Text; block: Element | null };
  const boxes: TextBox[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const blockOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (!getComputedStyle(node).display.startsWith("inline")) return node;
    }
    return null;
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || hidden(parent) || !shown(parent)) continue;
    if (parent.closest("script, style, noscript, template, option")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const block = blockOf(parent);
    for (const line of range.getClientRects()) {
      const box = visiblePart(parent, line);
      if (isEmpty(box)) continue;
      // Covered by an opaque popover it is not part of: not visible.
      const cx = (box.left + box.right) / 2;
      const cy = (box.top + box.bottom) / 2;
      const underPopover = [...opaque].some((surface) => {
        if (surface.contains(parent)) return false;
        const r = surface.getBoundingClientRect();
        return cx > r.left && cx < r.right && cy > r.top && cy < r.bottom;
      });
      if (underPopover) continue;
      boxes.push({ ...box, node, block });
    }
  }
  const textOf = (box: TextBox) => `"${box.node.data.replace(/\s+/g, " ").trim().slice(0, 30)}"`;
  const reported = new Set<string>();
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.node === b.node) continue;
      const overlap = intersect(a, b);
      const width = overlap.right - overlap.left;
      const height = overlap.bottom - overlap.top;
      // Lines of tight leading touch by a few pixels; text drawn over text overlaps by far more.
      const tolerance = Math.max(3, 0.25 * Math.min(a.bottom - a.top, b.bottom - b.top));
      if (width <= 3 || height <= tolerance) continue;
      if (a.block === b.block && width <= 3) continue;
      const key = `${textOf(a)} ${textOf(b)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push(`text ${textOf(a)} overlaps text ${textOf(b)}`);
    }
  }

  // Nothing wider than the viewport: the page does not scroll sideways, and no visible text runs off its edge.
  const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways}px`);
  for (const box of boxes) {
    if (box.right > vw + 1 || box.left < -1) {
      problems.push(`text ${textOf(box)} runs off the ${box.left < -1 ? "left" : "right"} edge of the viewport`);
      break;
    }
  }
  return problems;
}
