"use client";

/**
 * 'Skip to content': the first stop for the keyboard, hidden until focused. It moves the focus to the page's <main>
 * (every page has one), past the header and its menu.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.querySelector("main");
        if (!main) return;
        event.preventDefault();
        // Focusable by script only, so it is not a tab stop of its own.
        if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
        main.focus();
        main.scrollIntoView({ block: "start" });
      }}
      className="sr-only z-50 rounded-md bg-card px-4 py-2 text-sm font-medium text-foreground shadow-md outline-none focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      Skip to content
    </a>
  );
}
