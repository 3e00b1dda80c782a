import { useQuery, useSubscription } from "@apollo/client/react";
import { AdminTasksDocument, AdminTaskUpdatedDocument, type AdminTaskFieldsFragment, type AdminTaskFilter } from "../../gql/admin/graphql.js";

/**
 * Recent tasks matching a filter, kept live: every adminTaskUpdated event lands in the cache by id,
 * and a task queued after the list was read (one not in it yet) makes the list read again.
 */
export function useLiveTasks(filter: AdminTaskFilter, first = 10, onUpdate?: (task: AdminTaskFieldsFragment) => void) {
  const query = useQuery(AdminTasksDocument, { variables: { filter, first, after: null } });
  const known = new Set(query.data?.adminTasks.edges.map((e) => e.node.id) ?? []);
  useSubscription(AdminTaskUpdatedDocument, {
    onData: ({ data }) => {
      const task = data.data?.adminTaskUpdated;
      if (!task) return;
      if (!known.has(task.id) && matches(filter, task)) void query.refetch();
      onUpdate?.(task);
    },
  });
  return { tasks: query.data?.adminTasks.edges.map((e) => e.node) ?? [], loading: query.loading, error: query.error, refetch: query.refetch };
}

/** Whether a task belongs in a list filtered by kind (a kind, or a family with a trailing dot) and target. */
export function matches(filter: AdminTaskFilter, task: { kind: string; target?: string | null }): boolean {
  const kind = filter.kind;
  if (kind && !(kind.endsWith(".") ? task.kind.startsWith(kind) : task.kind === kind)) return false;
  return !filter.target || filter.target === task.target;
}

/** Follows the given tasks' states live (e.g. the one a form just queued); `onUpdate` hears each change. */
export function useTaskUpdates(ids: string[], onUpdate?: (task: AdminTaskFieldsFragment) => void) {
  useSubscription(AdminTaskUpdatedDocument, {
    variables: { ids },
    skip: ids.length === 0,
    onData: ({ data }) => {
      const task = data.data?.adminTaskUpdated;
      if (task) onUpdate?.(task);
    },
  });
}

/** Whether a finished task changed what the chain reports (so the screen should read it again). */
export const finished = (task: { state: string }) => task.state === "SUCCESS";
