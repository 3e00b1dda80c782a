/**
 * graphql-ws calls `connected` on every connection, the first and each reconnect. Events published
 * while the socket was away are lost to it (a round settled while the gateway restarted), so after
 * a reconnect what the page shows is read again.
 */
export function afterReconnect(refetch: () => unknown): () => void {
  let connectedBefore = false;
  return () => {
    if (connectedBefore) void refetch();
    connectedBefore = true;
  };
}
