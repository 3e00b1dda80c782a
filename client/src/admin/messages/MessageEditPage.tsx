import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { AdminMessageDocument, CreateMessageDocument, DeleteMessageDocument, PublishMessageDocument, UnpublishMessageDocument, UpdateMessageDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { adminPaths, to } from "../ui/paths.js";
import { MessageForm } from "./MessageForm.js";
import { MessageStateBadge } from "./MessageStateBadge.js";
import { createInput, emptyMessage, messageValues, updateInput } from "./message-form.js";

const back = { to: adminPaths.messages, label: <FormattedMessage id="admin.menu.messages" /> };
const refetch = ["AdminMessages"];

/** /admin/messages/new: saved as a draft, or published at once (sent now, or at its send date). */
export function MessageNewPage() {
  return (
    <RequirePermission permission="content.write">
      <NewMessage />
    </RequirePermission>
  );
}

function NewMessage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateMessageDocument, { refetchQueries: refetch });
  const [publish] = useMutation(PublishMessageDocument, { refetchQueries: refetch });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.messages.new" />} description={<FormattedMessage id="adm.messages.newHint" />} />
      <Panel>
        <MessageForm
          initial={emptyMessage}
          canPublish
          submit={async (v, intent) => {
            const created = (await create({ variables: { input: createInput(v) } })).data!.createMessage;
            if (intent === "publish") {
              const published = (await publish({ variables: { id: created.id } })).data!.publishMessage;
              toast.success(intl.formatMessage({ id: published.state === "SENT" ? "adm.messages.sent" : "adm.messages.scheduled" }));
            } else toast.success(intl.formatMessage({ id: "adm.messages.draftSaved" }));
            navigate(to(adminPaths.messageView, { id: created.id }));
          }}
        />
      </Panel>
    </>
  );
}

/** /admin/messages/{id}: edit, publish or take back (until sent), delete. */
export function MessageEditPage() {
  return (
    <RequirePermission permission="content.write">
      <EditMessage />
    </RequirePermission>
  );
}

function EditMessage() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const toast = useToast();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminMessageDocument, { variables: { id } });
  const [update] = useMutation(UpdateMessageDocument, { refetchQueries: refetch });
  const [publish] = useMutation(PublishMessageDocument, { refetchQueries: refetch });
  const [unpublish] = useMutation(UnpublishMessageDocument, { refetchQueries: refetch });
  const [remove] = useMutation(DeleteMessageDocument, { refetchQueries: refetch });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const m = data.adminMessage;
  const sent = m.state === "SENT";
  return (
    <>
      <PageHeader
        back={back}
        title={m.title}
        description={<MessageStateBadge state={m.state} />}
        actions={
          <>
            <Link className="adm-btn adm-btn--ghost" to={to(adminPaths.messageView, { id: m.id })}><FormattedMessage id="adm.common.view" /></Link>
            {m.state === "PUBLISHED" && (
              <ConfirmButton className="adm-btn adm-btn--ghost" title={t("adm.messages.unpublishTitle")} body={t("adm.messages.unpublishBody")} confirmLabel={t("adm.messages.unpublish")} onConfirm={async () => {
                await unpublish({ variables: { id: m.id } });
                toast.success(t("adm.messages.unpublished"));
              }}>
                <FormattedMessage id="adm.messages.unpublish" />
              </ConfirmButton>
            )}
            <ConfirmButton className="adm-btn adm-btn--danger-ghost" danger title={t("adm.messages.deleteTitle", { title: m.title })} body={t(sent ? "adm.messages.deleteSentBody" : "adm.messages.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
              await remove({ variables: { id: m.id } });
              toast.success(t("adm.form.deleted"));
              navigate(adminPaths.messages);
            }}>
              <FormattedMessage id="adm.common.delete" />
            </ConfirmButton>
          </>
        }
      />
      {m.state !== "DRAFT" ? (
        <div className="adm-alert adm-alert--info" role="status" data-testid="message-read-only">
          <FormattedMessage id={sent ? "adm.messages.readOnlySent" : "adm.messages.readOnlyPublished"} />
        </div>
      ) : (
      <Panel>
        <MessageForm
          key={`${m.id}:${m.updatedAt}`}
          initial={messageValues(m)}
          sent={sent}
          canPublish={m.state === "DRAFT"}
          submit={async (v, intent) => {
            await update({ variables: { id: m.id, input: updateInput(v, sent) } });
            if (intent === "publish") {
              const published = (await publish({ variables: { id: m.id } })).data!.publishMessage;
              toast.success(t(published.state === "SENT" ? "adm.messages.sent" : "adm.messages.scheduled"));
              navigate(to(adminPaths.messageView, { id: m.id }));
            } else toast.success(t("adm.form.saved"));
          }}
        />
      </Panel>
      )}
    </>
  );
}
