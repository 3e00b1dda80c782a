import { useRef } from "react";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { LobbyTableBetPlacedDocument, TablePlayersDocument } from "../../../gql/graphql.js";

/** Keeps a table's "players this round" live: each bet placed there asks the server for the new count (one ask at a time). */
export function useTablePlayers(tableId: number, live: boolean): void {
  const client = useApolloClient();
  const asking = useRef(false);
  const again = useRef(false);
  const ask = async (): Promise<void> => {
    asking.current = true;
    again.current = false;
    await client.query({ query: TablePlayersDocument, variables: { id: tableId }, fetchPolicy: "network-only" }).catch(() => undefined);
    if (again.current) return ask();
    asking.current = false;
  };
  useSubscription(LobbyTableBetPlacedDocument, {
    variables: { tableId },
    skip: !live,
    onData: () => {
      if (asking.current) again.current = true;
      else void ask();
    },
  });
}
