import { useEffect, useRef, useState } from "react";
import { useApolloClient, useMutation, useSubscription } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminGameDocument, AdminGamesDocument, AdminTaskUpdatedDocument, SetTablePausedDocument, type AdminGameQuery, type AdminTableFieldsFragment } from "../../../gql/admin/graphql.js";
import { finished } from "../../tasks/useLiveTasks.js";
import { formatToken } from "../../../shared/format/token.js";
import { useToast } from "../../../shared/ui/toasts.js";
import { useCan } from "../../access/AccessProvider.js";
import { ConfirmButton } from "../../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../../ui/DataTable.js";
import { EmptyState } from "../../ui/EmptyState.js";
import { Hex } from "../../ui/Hex.js";
import { Panel } from "../../ui/Panel.js";
import { Badge } from "../../ui/TaskStateBadge.js";
import { NewTableForm, TableForm } from "./TableForm.js";

type Game = AdminGameQuery["adminGame"];
type Area = AdminGameQuery["adminAreas"][number];

/** A game's tables: limits, area, floor and enabled, edited in place; pause and resume through the contract. */
export function TablesPanel({ game, tables, areas }: { game: Game; tables: AdminTableFieldsFragment[]; areas: Area[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const canWrite = useCan()("games.write");
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const refetch = { refetchQueries: [{ query: AdminGameDocument, variables: { id: game.id } }, AdminGamesDocument] };
  const [setPaused] = useMutation(SetTablePausedDocument);
  const client = useApolloClient();
  const shown = useRef(tables);
  shown.current = tables;
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  // A change reaches the table once the contract has it: read the tables again when such a task succeeds,
  // and again each second while the row still differs (the indexer brings the contract's LimitsSet,
  // Paused or Unpaused a moment after the transaction that the task succeeded with).
  const follow = async (tableId: number, reached: (row: AdminTableFieldsFragment) => boolean) => {
    for (let tries = 0; tries < 30 && mounted.current; tries++) {
      const row = shown.current.find((x) => x.id === tableId);
      if (!row || reached(row)) return;
      await new Promise((r) => setTimeout(r, 1000));
      await client.refetchQueries({ include: [AdminGameDocument] });
    }
  };
  useSubscription(AdminTaskUpdatedDocument, {
    onData: ({ data }) => {
      const task = data.data?.adminTaskUpdated;
      if (!task || !finished(task) || !tables.some((x) => task.target === `table:${x.id}`)) return;
      void client.refetchQueries({ include: [AdminGameDocument] });
      const params = task.params as { tableId?: number; minBet?: string; maxBet?: string };
      if (task.kind === "table.setLimits" && params.minBet != null && params.maxBet != null) void follow(Number(params.tableId), (r) => r.minBet === params.minBet && r.maxBet === params.maxBet);
      if (task.kind === "table.pause" || task.kind === "table.unpause") void follow(Number(params.tableId), (r) => r.paused === (task.kind === "table.pause"));
    },
  });
  const areaName = (id: string) => areas.find((a) => a.id === id)?.name ?? id;
  const pause = async (table: AdminTableFieldsFragment, paused: boolean) => {
    const { data } = await setPaused({ variables: { id: table.id, paused } });
    toast.success(t(paused ? "adm.tables.pauseQueued" : "adm.tables.resumeQueued", { task: data?.setTablePaused ?? "" }));
  };
  const columns: Column<AdminTableFieldsFragment>[] = [
    { key: "id", header: "ID", align: "right", sortValue: (r) => r.id, render: (r) => r.id },
    { key: "name", header: t("adm.tables.name"), sortValue: (r) => r.name, render: (r) => r.name },
    { key: "area", header: t("adm.tables.area"), sortValue: (r) => areaName(r.areaId), render: (r) => areaName(r.areaId) },
    { key: "floor", header: t("adm.tables.floor"), render: (r) => t(`adm.floor.${r.floor}`) },
    { key: "min", header: t("adm.tables.minBet"), align: "right", sortValue: (r) => BigInt(r.minBet), render: (r) => formatToken(r.minBet) },
    { key: "max", header: t("adm.tables.maxBet"), align: "right", sortValue: (r) => BigInt(r.maxBet), render: (r) => formatToken(r.maxBet) },
    { key: "seconds", header: t("adm.tables.bettingSeconds"), align: "right", render: (r) => `${r.bettingSeconds} s` },
    { key: "contract", header: t("adm.tables.contract"), render: (r) => <Hex value={r.contractAddress} /> },
    {
      key: "enabled",
      header: t("adm.games.status"),
      sortValue: (r) => `${r.paused ? 0 : 1}${r.enabled ? 1 : 0}`,
      render: (r) => (
        <span className="adm-badges">
          <Badge tone={r.enabled ? "ok" : "neutral"}>{t(r.enabled ? "adm.status.enabled" : "adm.status.disabled")}</Badge>
          {r.paused && <Badge tone="warn">{t("adm.status.paused")}</Badge>}
        </span>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (r) => (
        <div className="adm-row-actions">
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => setEditing(r.id)}><FormattedMessage id="adm.common.edit" /></button>
          {r.paused ? (
            <ConfirmButton title={t("adm.tables.resumeTitle", { name: r.name })} body={t("adm.tables.resumeBody")} confirmLabel={t("adm.tables.resume")} onConfirm={() => pause(r, false)}>
              <FormattedMessage id="adm.tables.resume" />
            </ConfirmButton>
          ) : (
            <ConfirmButton title={t("adm.tables.pauseTitle", { name: r.name })} body={t("adm.tables.pauseBody")} confirmLabel={t("adm.tables.pause")} danger onConfirm={() => pause(r, true)}>
              <FormattedMessage id="adm.tables.pause" />
            </ConfirmButton>
          )}
        </div>
      ),
    });
  }
  const current = typeof editing === "number" ? tables.find((x) => x.id === editing) : undefined;
  return (
    <Panel
      flush
      title={<FormattedMessage id="adm.tables.title" values={{ count: tables.length }} />}
      actions={canWrite && editing !== "new" && <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => setEditing("new")}><FormattedMessage id="adm.tables.add" /></button>}
    >
      {editing === "new" && (
        <div className="adm-inline-form">
          <NewTableForm game={game} areas={areas} refetch={refetch} onClose={() => setEditing(null)} />
        </div>
      )}
      {current && (
        <div className="adm-inline-form">
          <TableForm key={current.id} table={current} areas={areas} refetch={refetch} onClose={() => setEditing(null)} />
        </div>
      )}
      <DataTable
        caption={t("adm.tables.title", { count: tables.length })}
        columns={columns}
        rows={tables}
        rowKey={(r) => String(r.id)}
        empty={<EmptyState title={<FormattedMessage id="adm.tables.empty" />} hint={<FormattedMessage id="adm.tables.emptyHint" />} />}
      />
    </Panel>
  );
}
