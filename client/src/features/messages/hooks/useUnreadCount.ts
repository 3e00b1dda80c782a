import { useQuery } from "@apollo/client/react";
import { UnreadMessageCountDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

/** SPEC §3 unread count (total) of the signed-in player; 0 for guests. Kept live by MessageAlerts. */
export function useUnreadCount(): number {
  const signedIn = useSession().status === "signedIn";
  const { data } = useQuery(UnreadMessageCountDocument, { skip: !signedIn });
  return signedIn ? (data?.unreadMessageCount ?? 0) : 0;
}
