import { FormattedMessage } from "react-intl";
import { AccountButton } from "../../features/auth/AccountButton.js";
import { BalanceChip } from "../../features/bridge/components/BalanceChip.js";
import { playerMenu } from "./menus.js";
import { Shell } from "./Shell.js";

export function PlayerLayout() {
  return (
    <Shell
      variant="player"
      menu={playerMenu}
      actions={<><BalanceChip /><AccountButton /></>}
      footer={<p className="muted small"><FormattedMessage id="app.tagline" /></p>}
    />
  );
}
