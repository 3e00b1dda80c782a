/** Postgres LISTEN/NOTIFY channels; payloads are small JSON documents naming the changed row. */
export const Channel = {
  bridgeProcess: "bridge_process",
} as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

export interface BridgeProcessNotice {
  id: string;
  address: string | null;
}
