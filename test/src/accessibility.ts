import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { AxeResults, ImpactValue } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const BLOCKING: ImpactValue[] = ["serious", "critical"];

/** One axe rule a page breaks, with where (a few selectors) and why, so a failing test says what to fix. */
export interface Violation {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  targets: string[];
  /** axe's reason for the first of them (colours and ratio for a contrast failure). */
  why?: string;
}

/** The serious and critical WCAG 2.x A/AA problems axe-core finds on the page as it stands now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    () => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } }),
  );
  return results.violations
    .filter((v) => BLOCKING.includes(v.impact as ImpactValue))
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")), why: v.nodes[0]?.failureSummary }));
}
