import { FormattedMessage, useIntl } from "react-intl";
import { momentParts } from "../../../shared/cashier/refusal-text.js";

/** A moment in the player's time with UTC beside it (the cashier's days and weeks are UTC). */
export function When({ at }: { at: number }) {
  const intl = useIntl();
  const { local, utc } = momentParts(intl.locale, at, intl.timeZone);
  return <time dateTime={new Date(at * 1000).toISOString()}><FormattedMessage id="rg.when" values={{ local, utc }} /></time>;
}
