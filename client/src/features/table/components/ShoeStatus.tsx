import { FormattedMessage } from "react-intl";
import type { ShoeStatus as Status } from "../logic/shoe-status.js";

/** One compact line: "Shoe 12 · card 87 of 416 · cut at 352", or the new shoe being shuffled. */
export function ShoeStatus({ status }: { status: Status }) {
  return (
    <span className={`shoe-status shoe-status--${status.kind}`} data-testid="shoe-status" data-kind={status.kind}>
      {status.kind === "dealing" && <FormattedMessage id="table.shoe.dealing" values={{ shoe: status.shoe, card: status.card, total: status.total, cut: status.cut }} />}
      {status.kind === "finished" && <FormattedMessage id="table.shoe.finished" values={{ shoe: status.shoe, card: status.card }} />}
      {status.kind === "shuffling" && <FormattedMessage id="table.shoe.shuffling" />}
    </span>
  );
}
