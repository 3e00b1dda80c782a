import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { RunToolDocument, type RunToolInput } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { describeTask } from "../tasks/describe-task.js";

/** Queues a tool run and says which task carries it; the task list follows its state live. */
export function useRunTool(onQueued: () => void) {
  const intl = useIntl();
  const toast = useToast();
  const [run] = useMutation(RunToolDocument);
  return async (input: RunToolInput) => {
    const { data } = await run({ variables: { input } });
    if (data) toast.success(intl.formatMessage({ id: "adm.tools.queued" }, { what: describeTask(intl, data.runTool) }));
    onQueued();
  };
}
