import { FormattedMessage, useIntl } from "react-intl";
import type { FairnessCheck } from "./checks/check.js";

/** Checks as a list, each marked passed or failed (`data-ok`), in the player's language. */
export function CheckList({ checks, testId }: { checks: readonly FairnessCheck[]; testId?: string }) {
  const intl = useIntl();
  return (
    <ul className="verify__checks" data-testid={testId}>
      {checks.map((c) => (
        <li key={c.key} data-testid={`verify-${c.key}`} data-ok={c.ok} className={c.ok ? "ok" : "bad"}>
          <FormattedMessage id={c.message} values={c.values} />
          <span className="verify__sr"> ({intl.formatMessage({ id: c.ok ? "verify.passed" : "verify.failed" })})</span>
        </li>
      ))}
    </ul>
  );
}

/** One line over all the checks: every one passed, or how many failed. */
export function CheckSummary({ checks }: { checks: readonly FairnessCheck[] }) {
  const bad = checks.filter((c) => !c.ok).length;
  return (
    <p className={`verify__summary ${bad ? "bad" : "ok"}`} data-testid="verify-summary" data-ok={bad === 0}>
      {bad ? <FormattedMessage id="verify.someBad" values={{ count: bad }} /> : <FormattedMessage id="verify.allOk" />}
    </p>
  );
}
