import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ChatLogDocument, type ChatLogEntryFieldsFragment } from "../../gql/admin/graphql.js";
import { useCan } from "../access/AccessProvider.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { dayEnd, dayStart, useDateTime } from "../ui/format.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { ChatAuthorCell, ChatStateCell, ChatTextCell } from "./ChatEntryCells.js";
import { ChatModerationActions } from "./ChatModerationActions.js";
import { ChatReportQueue } from "./ChatReportQueue.js";
import { ChatSettingsPanel } from "./ChatSettingsPanel.js";
import "./chat-log.css";

const FILTERS = ["table", "player", "words", "from", "to", "deleted"] as const;
export const PAGE_SIZE = 50;

/** /admin/chat-log (SPEC chat log): the report queue, every line filtered by table, player, date and words, and moderation. */
export function ChatLogPage() {
  return (
    <RequirePermission permission="chat.read">
      <ChatLog />
    </RequirePermission>
  );
}

function ChatLog() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const can = useCan();
  const canModerate = can("chat.moderate");
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const table = Number(f.table);
  const filter = {
    tableId: f.table && Number.isInteger(table) && table > 0 ? table : null, player: f.player.trim() || null, words: f.words.trim() || null,
    from: dayStart(f.from), to: dayEnd(f.to), deleted: f.deleted === "yes" ? true : f.deleted === "no" ? false : null,
  };
  const { data, loading, error, refetch } = useQuery(ChatLogDocument, { variables: { filter, first: PAGE_SIZE, after: page.after }, fetchPolicy: "cache-and-network" });
  const rows = data?.chatLog.nodes ?? [];
  const changed = () => void refetch();
  const columns: Column<ChatLogEntryFieldsFragment>[] = [
    { key: "at", header: t("adm.chat.at"), sortValue: (e) => e.postedAt, render: (e) => dateTime(e.postedAt) },
    { key: "table", header: t("adm.chat.table"), sortValue: (e) => e.tableId, render: (e) => <span className="adm-mono">#{e.tableId}</span> },
    { key: "author", header: t("adm.chat.author"), render: (e) => <ChatAuthorCell entry={e} /> },
    { key: "text", wrap: true, header: t("adm.chat.text"), render: (e) => <ChatTextCell entry={e} /> },
    { key: "state", header: t("adm.chat.state"), render: (e) => <ChatStateCell entry={e} /> },
    ...(canModerate ? [{ key: "actions", header: t("adm.common.actions"), render: (e: ChatLogEntryFieldsFragment) => <ChatModerationActions entry={e} onChanged={changed} /> }] : []),
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.menu.chatLog" />} description={<FormattedMessage id="adm.chat.description" />} />
      <ChatReportQueue canModerate={canModerate} onChanged={changed} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "table", label: t("adm.chat.table"), type: "text", placeholder: "1" },
          { key: "player", label: t("adm.chat.player"), type: "text", placeholder: t("adm.chat.playerHint"), wide: true },
          { key: "words", label: t("adm.chat.words"), type: "text" },
          { key: "from", label: t("adm.dashboard.from"), type: "date" },
          { key: "to", label: t("adm.dashboard.to"), type: "date" },
          { key: "deleted", label: t("adm.chat.state"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, { value: "no", label: t("adm.chat.visible") }, { value: "yes", label: t("adm.chat.deleted") }] },
        ] }}
        caption={t("adm.menu.chatLog")}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        loading={loading && !data}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.chat.empty" />} hint={<FormattedMessage id="adm.chat.emptyHint" />} />}
        page={data?.chatLog.pageInfo}
      />
      <ChatSettingsPanel canEdit={can("content.write")} />
    </>
  );
}
