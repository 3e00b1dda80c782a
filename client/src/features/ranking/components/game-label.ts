import { useCallback } from "react";
import { useIntl } from "react-intl";

/** A game's name in the reader's language (the catalogue's name of its type), else the operator's name. */
export function useGameLabel() {
  const intl = useIntl();
  return useCallback(
    (type: number, name: string | null | undefined) => {
      const id = `game.${type}`;
      return intl.messages[id] && (intl.locale !== "en" || !name) ? intl.formatMessage({ id }) : (name ?? intl.formatMessage({ id }));
    },
    [intl],
  );
}
