// What a browser pays for a page: the HTML document (and the RSC payload inlined in it), the first-load JavaScript
// (every script the HTML references, gzip-compressed as a server would send it), and Lighthouse's scores.
import { gzipSync } from "node:zlib";

export type PageWeight = {
  path: string;
  htmlBytes: number;
  /** The inline React Server Components payload (self.__next_f.push(…) scripts) within the HTML. */
  rscPayloadBytes: number;
  scripts: { src: string; bytes: number; gzipBytes: number }[];
  firstLoadJsGzipBytes: number;
  /** The document (kept out of the JSON report). */
  html: string;
};

/** The external scripts of an HTML document that a current browser loads (not the noModule polyfills), in order, once each. */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((match) => !/\bnomodule\b/i.test(match[1]))
    .flatMap((match) => /\bsrc="([^"]+)"/.exec(match[1])?.[1].replaceAll("&amp;", "&") ?? []);
  return [...new Set(sources)];
}

/** The bytes of the inline scripts that carry the RSC payload. */
export function rscPayloadBytes(html: string): number {
  return [...html.matchAll(/<script(?: nonce="[^"]*")?>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  );
}

export async function pageWeight(baseUrl: string, path: string, headers: Record<string, string>): Promise<PageWeight> {
  const response = await fetch(new URL(path, baseUrl), { headers });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.text();
  const scripts = [];
  for (const src of scriptSources(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    scripts.push({ src, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return {
    path,
    htmlBytes: Buffer.byteLength(html),
    rscPayloadBytes: rscPayloadBytes(html),
    scripts,
    firstLoadJsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    html,
  };
}

export type LighthouseScore = {
  path: string;
  preset: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Every run's performance score; the other figures are the median run's. */
  performanceRuns: number[];
};

/**
 * Lighthouse (performance and accessibility) of each page, mobile (its default throttled phone) and desktop preset,
 * `runs` times each: the scores are those of the median run as Lighthouse itself picks it (computeMedianRun: the run
 * nearest the median first paint and time to interactive). One run's score moves with whatever else the machine
 * is doing while Lighthouse simulates a phone from it; Lighthouse's guide to variability reckons the median of five
 * runs twice as stable as one.
 */
export async function lighthouseScores(
  baseUrl: string,
  pages: { path: string; headers: Record<string, string> }[],
  runs: number,
): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
  });
  const scores: LighthouseScore[] = [];
  // A category's score out of 100 (0 when Lighthouse could not score it).
  const scoreOf = (
    categories: Record<string, { score: number | null } | undefined>,
    id: "performance" | "accessibility",
  ) => Math.round((categories[id]?.score ?? 0) * 100);
  try {
    for (const page of pages) {
      for (const preset of ["mobile", "desktop"] as const) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            new URL(page.path, baseUrl).toString(),
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility"],
              extraHeaders: page.headers,
            },
            preset === "desktop" ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          results.push(result.lhr);
        }
        const { categories, audits } = computeMedianRun(results);
        const audit = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
        scores.push({
          path: page.path,
          preset,
          performance: scoreOf(categories, "performance"),
          accessibility: scoreOf(categories, "accessibility"),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
          fcpMs: audit("first-contentful-paint"),
          performanceRuns: results.map((lhr) => scoreOf(lhr.categories, "performance")),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
