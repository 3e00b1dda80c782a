import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminGamesDocument, type AdminGameFieldsFragment } from "../../gql/admin/graphql.js";
import { IfCan } from "../access/AccessProvider.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilterBar } from "../ui/FilterBar.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { adminPaths, to } from "../ui/paths.js";
import { useUrlFilters } from "../ui/url-state.js";
import { useTokenSymbol } from "./useTokenSymbol.js";

const FILTERS = ["q", "status"] as const;

/** /admin/games: every game, enabled or not, with its tables' count. */
export function GamesListPage() {
  return (
    <RequirePermission permission="games.read">
      <GamesList />
    </RequirePermission>
  );
}

function GamesList() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useQuery(AdminGamesDocument);
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const rows = useMemo(() => {
    const q = filters.q.trim().toLowerCase();
    return (data?.adminGames ?? []).filter(
      (g) => (!q || g.name.toLowerCase().includes(q) || g.id.includes(q)) && (!filters.status || (filters.status === "enabled") === g.enabled),
    );
  }, [data, filters]);
  const symbol = useTokenSymbol();
  const columns: Column<AdminGameFieldsFragment>[] = [
    { key: "name", header: t("adm.games.name"), sortValue: (g) => g.name, render: (g) => <><Link to={to(adminPaths.gameEdit, { id: g.id })}>{g.name}</Link> <span className="adm-muted adm-mono">{g.id}</span></> },
    { key: "type", header: t("adm.games.type"), sortValue: (g) => g.type, render: (g) => t(`adm.game.${g.type}`) },
    { key: "token", header: t("adm.games.token"), render: (g) => <><strong>{symbol(g.erc20Address) ?? t("adm.games.unknownToken")}</strong><div className="adm-muted adm-small"><Hex value={g.erc20Address} /></div></> },
    { key: "flags", header: t("adm.games.flags"), render: (g) => <>{g.isHot && <Badge tone="warn">{t("adm.games.isHot")}</Badge>} {g.isNew && <Badge tone="info">{t("adm.games.isNew")}</Badge>} {g.categories.filter((c) => c !== "HOT").map((c) => <Badge key={c} tone="neutral">{t(`adm.category.${c}`)}</Badge>)}</> },
    { key: "tables", header: t("adm.games.tables"), align: "right", sortValue: (g) => g.tableCount, render: (g) => g.tableCount },
    { key: "order", header: t("adm.games.sortOrder"), align: "right", sortValue: (g) => g.sortOrder, render: (g) => g.sortOrder },
    { key: "enabled", header: t("adm.games.status"), sortValue: (g) => g.enabled, render: (g) => <Badge tone={g.enabled ? "ok" : "neutral"}>{t(g.enabled ? "adm.status.enabled" : "adm.status.disabled")}</Badge> },
  ];
  const filtered = Boolean(filters.q || filters.status);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="admin.menu.gameConfig" />}
        description={<FormattedMessage id="adm.games.description" />}
        actions={<IfCan permission="games.write"><Link className="adm-btn adm-btn--primary" to={adminPaths.gameNew}><FormattedMessage id="adm.games.new" /></Link></IfCan>}
      />
      {error && <ErrorNotice error={error} />}
      <Panel flush>
        <div className="adm-panel__head">
          <FilterBar
            values={filters}
            onApply={setFilters}
            fields={[
              { key: "q", label: t("adm.filters.search"), type: "text", placeholder: t("adm.games.searchHint") },
              { key: "status", label: t("adm.games.status"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, { value: "enabled", label: t("adm.status.enabled") }, { value: "disabled", label: t("adm.status.disabled") }] },
            ]}
          />
        </div>
        <DataTable
          caption={t("admin.menu.gameConfig")}
          columns={columns}
          rows={rows}
          rowKey={(g) => g.id}
          loading={loading}
          failed={Boolean(error)}
          empty={
            filtered ? (
              <EmptyState title={<FormattedMessage id="adm.empty.noMatch" />} hint={<FormattedMessage id="adm.empty.noMatchHint" />} action={<button type="button" className="adm-btn adm-btn--ghost" onClick={() => setFilters({ q: "", status: "" })}><FormattedMessage id="adm.filters.clear" /></button>} />
            ) : (
              <EmptyState title={<FormattedMessage id="adm.games.empty" />} hint={<FormattedMessage id="adm.games.emptyHint" />} action={<IfCan permission="games.write"><Link className="adm-btn adm-btn--primary" to={adminPaths.gameNew}><FormattedMessage id="adm.games.new" /></Link></IfCan>} />
            )
          }
        />
      </Panel>
    </>
  );
}
