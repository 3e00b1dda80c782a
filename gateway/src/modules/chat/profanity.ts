import { createRequire } from "node:module";
import { asteriskCensorStrategy, englishDataset, englishRecommendedTransformers, RegExpMatcher, TextCensor } from "obscenity";

/** English: obscenity's dataset, which sees through leetspeak, repeated letters and look-alike characters. */
const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const censor = new TextCensor().setStrategy(asteriskCensorStrategy());

/**
 * Japanese: the LDNOOBW list (naughty-words). Its Latin entries are English and left to obscenity;
 * a katakana word matches only as a whole katakana run, so グロ never masks グローバル.
 */
const require = createRequire(import.meta.url);
const KANA_WORD = /^[\p{Script=Katakana}ー・]+$/u;
const KANA = "\\p{Script=Katakana}ー";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const japaneseWords = (require("naughty-words/ja.json") as string[]).filter((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w));
const japanese = new RegExp(
  japaneseWords
    .sort((a, b) => b.length - a.length)
    .map((w) => (KANA_WORD.test(w) ? `(?<![${KANA}])${escape(w)}(?![${KANA}])` : escape(w)))
    .join("|"),
  "gu",
);

const stars = (s: string) => "*".repeat([...s].length);

/** The text with English and Japanese profanity replaced by asterisks. */
export function maskProfanity(text: string): string {
  const english = censorEnglish(text);
  return english.replace(japanese, stars);
}

function censorEnglish(text: string): string {
  const matches = english.getAllMatches(text);
  return matches.length ? censor.applyTo(text, matches) : text;
}
