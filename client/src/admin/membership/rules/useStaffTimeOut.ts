import { useState } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { StaffTimeOutDocument, type AdminTaskFieldsFragment } from "../../../gql/admin/graphql.js";
import { useCan } from "../../access/AccessProvider.js";
import { finished, useTaskUpdates } from "../../tasks/useLiveTasks.js";
import type { TimeOutPeriod } from "./periods.js";

/**
 * Queues a staff time-out and follows its task live, as the other on-chain actions do; once the
 * task succeeds the chain holds the break, so `onDone` reads the player's rules again. The access answer
 * that shows the button also guards the call.
 */
export function useStaffTimeOut(address: string, onDone: () => void) {
  const intl = useIntl();
  const allowed = useCan()("protection.write");
  const [send] = useMutation(StaffTimeOutDocument);
  const [task, setTask] = useState<AdminTaskFieldsFragment | null>(null);
  useTaskUpdates(task ? [task.id] : [], (update) => {
    if (update.id !== task?.id) return;
    setTask(update);
    if (finished(update)) onDone();
  });
  const timeOut = async (period: TimeOutPeriod, reason: string) => {
    // Refused as the gateway would refuse it, so the form shows it like the server's answer.
    if (!allowed) throw new CombinedGraphQLErrors({ errors: [{ message: intl.formatMessage({ id: "adm.rules.timeOut.forbidden" }), extensions: { code: "FORBIDDEN" } }] });
    const { data } = await send({ variables: { address, period, reason } });
    if (data) setTask(data.staffTimeOut);
  };
  return { timeOut, task };
}
