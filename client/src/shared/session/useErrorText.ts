import { useCallback } from "react";
import { useIntl } from "react-intl";
import { describeError } from "./errors.js";

/** Turns any failure into the sentence a toast shows ("Title: message" when SPEC §8 gives a title). */
export function useErrorText(): (e: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (e: unknown) => {
      const d = describeError(e);
      const body = "id" in d.body ? intl.formatMessage({ id: d.body.id }) : d.body.text;
      return d.title ? `${intl.formatMessage({ id: d.title })}: ${body}` : body;
    },
    [intl],
  );
}
