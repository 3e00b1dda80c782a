import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { MessageReceivedDocument, UnreadMessageCountDocument } from "../../gql/graphql.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { notificationStore } from "../../shared/ui/notifications.js";

/**
 * While a player is signed in, each message sent to them arrives over `messageReceived`: the unread
 * count rises, an open message list reloads, and a notice (20 s) offers to open it.
 */
export function MessageAlerts() {
  const intl = useIntl();
  const client = useApolloClient();
  const signedIn = useSession().status === "signedIn";
  useSubscription(MessageReceivedDocument, {
    skip: !signedIn,
    onData: ({ data }) => {
      const message = data.data?.messageReceived;
      if (!message) return;
      client.cache.updateQuery({ query: UnreadMessageCountDocument }, (d) => (d ? { unreadMessageCount: d.unreadMessageCount + (message.read ? 0 : 1) } : d));
      void client.refetchQueries({ include: ["PlayerMessages", "UnreadMessageCount"] });
      notificationStore.push({ kind: "info", text: intl.formatMessage({ id: "messages.notice" }, { title: message.title }), to: `/messages/${message.id}` });
    },
  });
  return null;
}
