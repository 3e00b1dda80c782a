import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { useCallback } from "react";
import {
  ChatAuthorUpdatedDocument, ChatMessagePostedDocument, ChatMessagesDeletedDocument, ChatMessagesDocument, type ChatMessageFieldsFragment,
} from "../../../gql/pages/graphql.js";

/** Lines shown on opening, and kept on screen. */
export const CHAT_LINES = 50;

export type ChatLine = ChatMessageFieldsFragment;

/**
 * A table's chat, oldest first: the last 50 lines, then every line posted, minus every line staff
 * delete, all kept in the Apollo cache. Photo and name changes arrive as ChatAuthor objects, which
 * the cache applies to every line of that author at once.
 */
export function useTableChat(tableId: number): { lines: ChatLine[]; loading: boolean; add: (line: ChatLine) => void } {
  const client = useApolloClient();
  const variables = { tableId, first: CHAT_LINES };
  const { data, loading } = useQuery(ChatMessagesDocument, { variables });

  const add = useCallback(
    (line: ChatLine) =>
      client.cache.updateQuery({ query: ChatMessagesDocument, variables: { tableId, first: CHAT_LINES } }, (prev) => {
        if (!prev || prev.chatMessages.nodes.some((n) => n.id === line.id)) return prev;
        return { chatMessages: { ...prev.chatMessages, nodes: [line, ...prev.chatMessages.nodes].slice(0, CHAT_LINES) } };
      }),
    [client, tableId],
  );

  useSubscription(ChatMessagePostedDocument, { variables: { tableId }, onData: ({ data: d }) => d.data && add(d.data.chatMessagePosted) });
  useSubscription(ChatMessagesDeletedDocument, {
    variables: { tableId },
    onData: ({ data: d }) => {
      const ids = new Set(d.data?.chatMessagesDeleted.ids ?? []);
      client.cache.updateQuery({ query: ChatMessagesDocument, variables: { tableId, first: CHAT_LINES } }, (prev) =>
        prev ? { chatMessages: { ...prev.chatMessages, nodes: prev.chatMessages.nodes.filter((n) => !ids.has(n.id)) } } : prev,
      );
    },
  });
  useSubscription(ChatAuthorUpdatedDocument);

  const lines = [...(data?.chatMessages.nodes ?? [])].reverse();
  return { lines, loading: loading && !data, add };
}
