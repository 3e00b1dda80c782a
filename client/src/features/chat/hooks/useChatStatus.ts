import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { MyChatStatusChangedDocument, MyChatStatusDocument } from "../../../gql/pages/graphql.js";

export interface ChatBan {
  until: string | null;
  reason: string | null;
}

/** The signed-in player's chat ban (null when they may post), kept live and ended on time. */
export function useChatBan(signedIn: boolean): { ban: ChatBan | null; refetch: () => void } {
  const { data, refetch } = useQuery(MyChatStatusDocument, { skip: !signedIn });
  useSubscription(MyChatStatusChangedDocument, { skip: !signedIn });
  const status = data?.myChatStatus;
  const [, setExpired] = useState(0);
  const until = status?.banned ? status.bannedUntil : null;
  useEffect(() => {
    if (!until) return;
    const ms = Date.parse(until) - Date.now();
    if (ms <= 0 || ms > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setExpired((n) => n + 1), ms + 500);
    return () => clearTimeout(timer);
  }, [until]);
  const active = !!status?.banned && (!status.bannedUntil || Date.parse(status.bannedUntil) > Date.now());
  return { ban: active ? { until: status!.bannedUntil ?? null, reason: status!.banReason ?? null } : null, refetch: () => void refetch() };
}
