import { useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import type { JsonRpcProvider } from "ethers";
import { LobbyGamesDocument, TableDocument } from "../../../gql/graphql.js";
import { clientEnv } from "../../../shared/env.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { cashierOfTable } from "../../../shared/cashier/cashier-address.js";

const isAddress = (v: unknown): v is string => typeof v === "string" && /^0x[0-9a-fA-F]{40}$/.test(v);

/**
 * The Cashier's address: from the chain configuration, else (a gateway without a Cashier deployed in its
 * deployments file) asked of a table's contract, which every table is pointed at, as the lobby lists them.
 */
export function useCashierAddress(provider: JsonRpcProvider | null): { address: string | null; failed: boolean } {
  const client = useApolloClient();
  const { config } = useSession();
  const named = config?.cashier;
  const [found, setFound] = useState<{ address: string | null; failed: boolean }>({ address: null, failed: false });
  useEffect(() => {
    if (isAddress(named) || !provider) return;
    let live = true;
    void (async () => {
      const lobby = await client.query({ query: LobbyGamesDocument, variables: { showBonusGames: clientEnv.showBonusGames } });
      const tables = (lobby.data?.games ?? []).flatMap((g) => g.tables);
      let table = tables.map((t) => t.round?.table).find(isAddress);
      if (!table && tables[0]) table = (await client.query({ query: TableDocument, variables: { id: tables[0].id } })).data?.table?.contractAddress;
      if (!table) throw new Error("no table to ask for the cashier");
      return cashierOfTable(table, provider);
    })().then(
      (address) => live && setFound({ address, failed: false }),
      () => live && setFound({ address: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [client, named, provider]);
  return isAddress(named) ? { address: named, failed: false } : found;
}
