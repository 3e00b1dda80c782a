import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { ReportChatMessageDocument } from "../../../gql/pages/graphql.js";
import { useConfirm } from "../../../shared/ui/confirm.js";
import { useToast } from "../../../shared/ui/toasts.js";
import type { ChatLine } from "./useTableChat.js";

/** Asks, then reports a line to staff, with a toast either way. */
export function useReportChat(): (line: ChatLine) => Promise<void> {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const [report] = useMutation(ReportChatMessageDocument);
  return async (line) => {
    const ok = await confirm({ title: intl.formatMessage({ id: "chat.reportTitle" }), body: <p className="chat-report-quote">“{line.text}”<br />{intl.formatMessage({ id: "chat.reportBody" })}</p> });
    if (!ok) return;
    try {
      await report({ variables: { id: line.id } });
      toast.success(intl.formatMessage({ id: "chat.reported" }));
    } catch {
      toast.error(intl.formatMessage({ id: "chat.reportFailed" }));
    }
  };
}
