import { expect } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createIntl } from "react-intl";
import { en as site } from "../shared/i18n/en.js";

type Catalogue = Readonly<Record<string, string>>;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? sourceFiles(join(dir, n)) : /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [join(dir, n)] : []));

/** A page catalogue's checks: en and ja in step (placeholders too), valid ICU, no site key redefined, every id the folder's code names present. */
export function checkPageCatalogue(en: Catalogue, ja: Catalogue, { prefix, dir }: { prefix: string; dir: string }) {
  expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
  for (const [key, text] of Object.entries(en)) expect(placeholders(ja[key]!), key).toEqual(placeholders(text));
  for (const [locale, messages] of [["en", en], ["ja", ja]] as const) {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (e) => errors.push(e.message) });
    for (const [id, text] of Object.entries(messages)) intl.formatMessage({ id }, Object.fromEntries((text.match(/\{(\w+)/g) ?? []).map((p) => [p.slice(1), 1])));
    expect(errors, locale).toEqual([]);
  }
  expect(Object.keys(en).filter((k) => k in site)).toEqual([]);
  const pattern = new RegExp(`"(${prefix.replace(".", "\\.")}[\\w.]+)"`, "g");
  const used = new Set(sourceFiles(dir).flatMap((f) => [...readFileSync(f, "utf8").matchAll(pattern)].map((m) => m[1]!)));
  expect([...used].filter((id) => !(id in en) && !(id in site))).toEqual([]);
}
