import { useCallback } from "react";
import { useIntl } from "react-intl";

/** Something the back office names in English and, optionally, in Japanese. */
export interface Named {
  name: string;
  nameJa?: string | null;
}

/** The name to show in `locale`: the Japanese one on Japanese pages when the back office gave one, else the English one. */
export const localizedName = (locale: string, named: Named): string => (locale === "ja" && named.nameJa ? named.nameJa : named.name);

/** localizedName in the page's language. */
export function useLocalizedName(): (named: Named) => string {
  const { locale } = useIntl();
  return useCallback((named: Named) => localizedName(locale, named), [locale]);
}
