import type { Section } from "./checks/records.js";

export interface Verdict {
  text: string;
  passed: number;
  failed: number;
}

/** The sections as readable lines (✓ / ✗ per check, · for notes) and a last line with the verdict. */
export function formatReport(sections: readonly Section[]): Verdict {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const s of sections) {
    lines.push("", s.title);
    for (const n of s.notes) lines.push(`  · ${n}`);
    for (const c of s.checks) {
      if (c.ok) passed++;
      else failed++;
      lines.push(`  ${c.ok ? "✓" : "✗"} ${c.label}${c.detail ? `\n      ${c.detail}` : ""}`);
    }
  }
  lines.push("", failed === 0 && passed > 0 ? `PASS: all ${passed} checks hold` : `FAIL: ${failed} of ${passed + failed} checks failed`);
  return { text: lines.join("\n").trimStart(), passed, failed };
}
