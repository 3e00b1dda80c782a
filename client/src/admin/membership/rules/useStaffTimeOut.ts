import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { StaffTimeOutDocument, type AdminTaskFieldsFragment } from "../../../gql/admin/graphql.js";
import { finished, useTaskUpdates } from "../../tasks/useLiveTasks.js";
import type { TimeOutPeriod } from "./periods.js";

/**
 * Queues a staff time-out and follows its task live, as the other on-chain actions do; once the
 * task succeeds the chain holds the break, so `onDone` reads the player's rules again.
 */
export function useStaffTimeOut(address: string, onDone: () => void) {
  const [send] = useMutation(StaffTimeOutDocument);
  const [task, setTask] = useState<AdminTaskFieldsFragment | null>(null);
  useTaskUpdates(task ? [task.id] : [], (update) => {
    if (update.id !== task?.id) return;
    setTask(update);
    if (finished(update)) onDone();
  });
  const timeOut = async (period: TimeOutPeriod, reason: string) => {
    const { data } = await send({ variables: { address, period, reason } });
    if (data) setTask(data.staffTimeOut);
  };
  return { timeOut, task };
}
