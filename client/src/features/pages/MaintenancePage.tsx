import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../shared/i18n/en.js";

/** SPEC §2 maintenance notice, for pages whose features are not yet served. */
export function MaintenancePage({ title }: { title: MessageId }) {
  return (
    <div className="stack">
      <header className="page__header"><h1><FormattedMessage id={title} /></h1></header>
      <div className="card empty-state" data-testid="maintenance">
        <span className="empty-state__icon" aria-hidden>⚙</span>
        <FormattedMessage id="maintenance" />
      </div>
    </div>
  );
}
