import { useIntl } from "react-intl";

/** Seconds as "45 s", "3 min 5 s" or "2 h 1 min"; "—" when unknown. */
export function useDuration() {
  const intl = useIntl();
  return (seconds: number | null | undefined): string => {
    if (seconds == null) return "—";
    const s = Math.max(0, Math.floor(seconds));
    if (s < 60) return intl.formatMessage({ id: "adm.system.dur.s" }, { s });
    if (s < 3600) return intl.formatMessage({ id: "adm.system.dur.ms" }, { m: Math.floor(s / 60), s: s % 60 });
    return intl.formatMessage({ id: "adm.system.dur.hm" }, { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  };
}
