import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ChatReportsDocument, DismissChatReportDocument, type ChatReportsQuery } from "../../gql/admin/graphql.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { Hex } from "../ui/Hex.js";
import { Panel } from "../ui/Panel.js";
import { useDateTime } from "../ui/format.js";
import { ChatAuthorCell, ChatTextCell } from "./ChatEntryCells.js";
import { ChatModerationActions } from "./ChatModerationActions.js";

type Report = ChatReportsQuery["chatReports"]["nodes"][number];

/** Players' reports waiting for staff, oldest first: delete the line (or ban its author), or dismiss the report. */
export function ChatReportQueue({ canModerate, onChanged }: { canModerate: boolean; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const { data, refetch } = useQuery(ChatReportsDocument, { variables: { first: 50 }, fetchPolicy: "cache-and-network" });
  const [dismiss] = useMutation(DismissChatReportDocument);
  const reports = data?.chatReports.nodes ?? [];
  const changed = () => {
    void refetch();
    onChanged();
  };
  const columns: Column<Report>[] = [
    { key: "at", header: t("adm.chat.reportedAt"), render: (r) => dateTime(r.reportedAt) },
    { key: "by", header: t("adm.chat.reporter"), render: (r) => <><Hex value={r.reporter} />{r.reason && <div className="adm-hint">{r.reason}</div>}</> },
    { key: "author", header: t("adm.chat.author"), render: (r) => <ChatAuthorCell entry={r.message} /> },
    { key: "text", wrap: true, header: t("adm.chat.text"), render: (r) => <ChatTextCell entry={r.message} /> },
    ...(canModerate ? [{
      key: "actions", header: t("adm.common.actions"), render: (r: Report) => (
        <div className="adm-row-actions adm-row-actions--start">
          <ChatModerationActions entry={r.message} onChanged={changed} />
          <ConfirmButton title={t("adm.chat.confirm.dismiss")} confirmLabel={t("adm.chat.dismiss")} onConfirm={async () => { await dismiss({ variables: { id: r.id } }); changed(); }}>
            <FormattedMessage id="adm.chat.dismiss" />
          </ConfirmButton>
        </div>
      ),
    }] : []),
  ];
  return (
    <Panel title={<FormattedMessage id="adm.chat.queue" values={{ count: reports.length }} />}>
      <DataTable caption={t("adm.chat.queueCaption")} columns={columns} rows={reports} rowKey={(r) => r.id}
        empty={<p className="adm-hint" data-testid="chat-queue-empty"><FormattedMessage id="adm.chat.queueEmpty" /></p>} />
    </Panel>
  );
}
