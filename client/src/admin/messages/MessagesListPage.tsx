import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminMessagesDocument, DeleteMessageDocument, type AdminMessageFieldsFragment, type MessageState } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { MessageStateBadge } from "./MessageStateBadge.js";

const FILTERS = ["state", "search"] as const;
const STATES: MessageState[] = ["DRAFT", "PUBLISHED", "SENT"];
export const PAGE_SIZE = 20;

/** /admin/messages: drafts, scheduled and sent messages, newest first, by state and words. */
export function MessagesListPage() {
  return (
    <RequirePermission permission="content.write">
      <MessagesList />
    </RequirePermission>
  );
}

function MessagesList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const filter = { state: (STATES as string[]).includes(f.state) ? (f.state as MessageState) : null, search: f.search.trim() || null };
  const { data, loading, error } = useQuery(AdminMessagesDocument, { variables: { filter, first: PAGE_SIZE, after: page.after }, fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteMessageDocument, { refetchQueries: ["AdminMessages"] });
  const rows = data?.adminMessages.edges.map((e) => e.node) ?? [];
  const columns: Column<AdminMessageFieldsFragment>[] = [
    { key: "title", wrap: true, header: t("adm.messages.title"), sortValue: (m) => m.title, render: (m) => <Link to={to(adminPaths.messageView, { id: m.id })}>{m.title}</Link> },
    { key: "state", header: t("adm.messages.state"), sortValue: (m) => m.state, render: (m) => <MessageStateBadge state={m.state} /> },
    { key: "target", header: t("adm.messages.target"), render: (m) => (m.targetAll ? t("adm.messages.targetAll") : t("adm.messages.targetCount", { count: m.targetAddresses.length })) },
    { key: "sendAt", header: t("adm.messages.sendAt"), sortValue: (m) => m.sentAt ?? m.sendAt ?? "", render: (m) => (m.sentAt ? dateTime(m.sentAt) : m.sendAt ? <span className="adm-muted">{t("adm.messages.scheduledFor", { at: dateTime(m.sendAt) })}</span> : "—") },
    { key: "reads", header: t("adm.messages.reads"), align: "right", sortValue: (m) => m.readCount, render: (m) => m.readCount },
    {
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (m) => (
        <div className="adm-row-actions">
          {m.state === "DRAFT" ? (
            <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.messageEdit, { id: m.id })}><FormattedMessage id="adm.common.edit" /></Link>
          ) : (
            <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.messageView, { id: m.id })}><FormattedMessage id="adm.common.view" /></Link>
          )}
          <ConfirmButton
            className="adm-btn adm-btn--danger-ghost adm-btn--sm"
            danger
            title={t("adm.messages.deleteTitle", { title: m.title })}
            body={t(m.state === "SENT" ? "adm.messages.deleteSentBody" : "adm.messages.deleteBody")}
            confirmLabel={t("adm.common.delete")}
            onConfirm={async () => {
              await remove({ variables: { id: m.id } });
              toast.success(t("adm.form.deleted"));
            }}
          >
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        </div>
      ),
    },
  ];
  const newButton = <Link className="adm-btn adm-btn--primary" to={adminPaths.messageNew}><FormattedMessage id="adm.messages.new" /></Link>;
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.messages" />} description={<FormattedMessage id="adm.messages.description" />} actions={newButton} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "state", label: t("adm.messages.state"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...STATES.map((s) => ({ value: s, label: t(`adm.messages.state.${s}`) }))] },
          { key: "search", label: t("adm.messages.search"), type: "text", wide: true },
        ] }}
        caption={t("admin.menu.messages")}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.messages.empty" />} hint={<FormattedMessage id="adm.messages.emptyHint" />} action={newButton} />}
        page={data?.adminMessages.pageInfo}
      />
    </>
  );
}
