// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createIntl } from "react-intl";
import { en } from "../../shared/i18n/en.js";
import { adminEn } from "./en.js";
import { adminJa } from "./ja.js";

const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.tsx?$/.test(n) && !n.endsWith(".test.tsx") && !n.endsWith(".test.ts") ? [join(dir, n)] : []));

describe("back-office catalogues", () => {
  it("keep English and Japanese in step, placeholders included", () => {
    expect(Object.keys(adminJa).sort()).toEqual(Object.keys(adminEn).sort());
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(adminEn)) expect(placeholders(adminJa[key as keyof typeof adminEn]), key).toEqual(placeholders(text));
  });

  it("format every message in both languages (ICU syntax, placeholders filled)", () => {
    for (const [locale, messages] of [["en", adminEn], ["ja", adminJa]] as const) {
      const errors: string[] = [];
      const intl = createIntl({ locale, messages, onError: (e) => errors.push(e.message) });
      for (const [id, text] of Object.entries(messages)) {
        const values = Object.fromEntries([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => [m[1]!, 1]));
        intl.formatMessage({ id }, values);
      }
      expect(errors, locale).toEqual([]);
    }
  });

  it("never redefine a key of the site's catalogue", () => {
    expect(Object.keys(adminEn).filter((k) => k in en)).toEqual([]);
  });

  it("hold every adm.* id the back office's code names", () => {
    const root = join(import.meta.dirname, "..");
    const used = new Set(files(root).flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"(adm\.[\w.]+)"/g)].map((m) => m[1]!)));
    expect([...used].filter((id) => !(id in adminEn))).toEqual([]);
  });
});
