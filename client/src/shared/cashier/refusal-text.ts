import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { formatToken } from "../format/token.js";
import type { CashierRefusal } from "./cashier-refusal.js";
import { cashierEn } from "./i18n/en.js";
import { cashierJa } from "./i18n/ja.js";

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();
// The cashier's strings ship with the code that can meet its refusals (tables, the responsible gaming page), not with the lobby.
const intlFor = (locale: string) => {
  const key = locale === "ja" ? "ja" : "en";
  let intl = intls.get(key);
  if (!intl) intls.set(key, (intl = createIntl({ locale: key, messages: key === "ja" ? cashierJa : cashierEn }, cache)));
  return intl;
};

/** A moment in UTC and in the player's own time zone, as the refusals name it. */
export function momentParts(locale: string, unixSeconds: number, timeZone?: string) {
  const date = new Date(unixSeconds * 1000);
  const opts: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
  return {
    utc: new Intl.DateTimeFormat(locale, { ...opts, timeZone: "UTC" }).format(date),
    local: new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(date),
  };
}

/** The refusal in the player's language, naming the limit and when it resets or ends. */
export function cashierRefusalText(r: CashierRefusal, locale: string, timeZone?: string): string {
  const intl = intlFor(locale);
  const at = (s: number) => momentParts(intl.locale, s, timeZone);
  switch (r.kind) {
    case "lossLimit": return intl.formatMessage({ id: `cashier.lossLimit.${r.window}` }, { limit: formatToken(r.limit), ...at(r.resetsAt) });
    case "singleBet": return intl.formatMessage({ id: "cashier.singleBet" }, { limit: formatToken(r.limit), bet: formatToken(r.bet) });
    case "playTime": return intl.formatMessage({ id: "cashier.playTime" }, { minutes: r.minutes, ...at(r.resetsAt) });
    case "blocked": return intl.formatMessage({ id: r.selfExclusion ? "cashier.selfExclusion" : "cashier.timeOut" }, at(r.until));
    case "notResumed": return r.resumeAt === 0 ? intl.formatMessage({ id: "cashier.notResumed" }) : intl.formatMessage({ id: "cashier.resumeAt" }, at(r.resumeAt));
    case "exclusionRunning": return intl.formatMessage({ id: "cashier.exclusionRunning" }, at(r.until));
    case "banned": return intl.formatMessage({ id: "cashier.banned" });
    case "outOfOrder": return intl.formatMessage({ id: "cashier.outOfOrder" });
    case "invalidPlayTime": return intl.formatMessage({ id: "cashier.invalidPlayTime" });
    case "nothingPending": return intl.formatMessage({ id: "cashier.nothingPending" });
    case "notExcluded": return intl.formatMessage({ id: "cashier.notExcluded" });
  }
}
