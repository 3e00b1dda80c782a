import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState } from "react";
import { PostChatMessageDocument } from "../../../gql/pages/graphql.js";
import type { ChatLine } from "./useTableChat.js";

/** Why a line was not posted, in terms the composer can word. */
export type PostRefusal = { kind: "rateLimited"; seconds: number } | { kind: "banned" } | { kind: "invalid"; message: string } | { kind: "failed" };

function refusalOf(e: unknown): PostRefusal {
  const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
  const ext = (first?.extensions ?? {}) as { code?: string; reason?: string; retryAfterSeconds?: number };
  if (ext.code === "RATE_LIMITED") return { kind: "rateLimited", seconds: ext.retryAfterSeconds ?? 10 };
  if (ext.reason === "CHAT_BANNED") return { kind: "banned" };
  if (ext.code === "BAD_USER_INPUT" && first) return { kind: "invalid", message: first.message };
  return { kind: "failed" };
}

/** Posts a line; on success the line joins the chat at once (the subscription brings it too, once). */
export function usePostChat(tableId: number, onPosted: (line: ChatLine) => void, onBanned: () => void) {
  const [mutate, { loading }] = useMutation(PostChatMessageDocument);
  const [refusal, setRefusal] = useState<PostRefusal | null>(null);
  const post = async (text: string): Promise<boolean> => {
    setRefusal(null);
    try {
      const res = await mutate({ variables: { tableId, text } });
      if (res.data) onPosted(res.data.postChatMessage);
      return true;
    } catch (e) {
      const r = refusalOf(e);
      if (r.kind === "banned") onBanned();
      setRefusal(r);
      return false;
    }
  };
  return { post, sending: loading, refusal, clearRefusal: () => setRefusal(null) };
}
