import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { LobbyCategoriesDocument } from "../../../gql/graphql.js";
import type { MessageId } from "../../../shared/i18n/en.js";
import { BUILT_IN_CATEGORIES, FIXED_CATEGORIES, type CategoryGames } from "../lobby/catalog.js";

export interface CategoryChip { id: string; label: string }

/**
 * The lobby's category filter: every game, favourites, then the categories staff manage (in their
 * order, named in the reader's language, with their games); the built-in ones until those arrive.
 */
export function useLobbyCategories(): { chips: CategoryChip[]; managed: CategoryGames | undefined } {
  const intl = useIntl();
  const { data } = useQuery(LobbyCategoriesDocument, { fetchPolicy: "cache-and-network" });
  return useMemo(() => {
    const fixed = FIXED_CATEGORIES.map((id) => ({ id, label: intl.formatMessage({ id: `lobby.category.${id}` as MessageId }) }));
    if (!data) return { chips: [...fixed, ...BUILT_IN_CATEGORIES.map((id) => ({ id, label: intl.formatMessage({ id: `lobby.category.${id}` as MessageId }) }))], managed: undefined };
    const list = [...data.categories].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
    return {
      chips: [...fixed, ...list.map((c) => ({ id: c.id, label: intl.locale === "ja" ? c.nameJa : c.nameEn }))],
      managed: new Map(list.map((c) => [c.id, new Set(c.gameIds)])),
    };
  }, [data, intl]);
}
