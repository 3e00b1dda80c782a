import { keccak256, type Wallet } from "ethers";

/** A refusal from the gateway: its GraphQL error code and message. */
export class GatewayError extends Error {
  constructor(readonly code: string, message: string) {
    super(`${code}: ${message}`);
  }
}

export type Headers = Record<string, string>;

/** One GraphQL operation over HTTP, as the site sends it. */
export async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Headers = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-request-id": crypto.randomUUID(), ...headers }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  const error = body.errors?.[0];
  if (error) throw new GatewayError(error.extensions?.code ?? `HTTP_${res.status}`, error.message);
  return body.data as T;
}

export interface ChainConfig {
  assetChainId: number;
  gameChainId: number;
  assetSusd: string;
  assetBridge: string;
  gameSusd: string;
  cashier: string;
}

export const chainConfig = async (url: string) =>
  (await gql<{ chainConfig: ChainConfig }>(url, `{ chainConfig { assetChainId gameChainId assetSusd assetBridge gameSusd cashier } }`)).chainConfig;

/** Sign-In with Ethereum over the API: the session's bearer header. */
export async function signIn(url: string, wallet: Wallet, chainId: number): Promise<Headers> {
  const { requestSignIn } = await gql<{ requestSignIn: { message: string } }>(url, `mutation($a: String!, $c: Int!) { requestSignIn(address: $a, chainId: $c) { message } }`, { a: wallet.address, c: chainId });
  const signature = await wallet.signMessage(requestSignIn.message);
  const { signIn: session } = await gql<{ signIn: { token: string } }>(url, `mutation($m: String!, $s: String!) { signIn(message: $m, signature: $s) { token } }`, { m: requestSignIn.message, s: signature });
  return { authorization: `Bearer ${session.token}` };
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/** The site's scheme: the main wallet signs a fixed message, its hash keys AES-256-GCM over the game wallet's key. */
async function encryptGameKey(main: Wallet, gameKey: string): Promise<string> {
  const secret = keccak256(await main.signMessage(`Sunrise secret: ${main.address.toLowerCase()}`));
  const digest = await crypto.subtle.digest("SHA-256", Buffer.from(secret.slice(2), "hex"));
  const key = await crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(gameKey)));
  return `v1:${hex(iv)}:${hex(ct)}`;
}

/** Registration with a new game wallet (its key encrypted as the site does), then the player's name. */
export async function register(url: string, headers: Headers, main: Wallet, game: Wallet, name: string): Promise<void> {
  const sunc = { version: 1, address: game.address, encryptedPrivateKey: await encryptGameKey(main, game.privateKey) };
  await gql(url, `mutation($i: RegisterInput!) { register(input: $i) { id } }`, { i: { sunc } }, headers);
  await gql(url, `mutation($n: String!) { updateMyName(name: $n) { id } }`, { n: name }, headers);
}

export interface LobbyTable {
  id: number;
  gameType: number;
  contractAddress: string;
  minBet: string;
  maxBet: string;
  isOpen: boolean;
  round: { roundId: number; state: string; closesAt: string | null } | null;
}

/** The lobby's tables with their latest round, as a player's browser reads them. */
export const lobbyTables = async (url: string, headers: Headers) =>
  (await gql<{ tables: LobbyTable[] }>(url, `{ tables { id gameType contractAddress minBet maxBet isOpen round { id roundId state closesAt } } }`, {}, headers)).tables;

export interface AllowedAction {
  action: number;
  betIndex: number;
  hand: number;
  name: string;
}

/** The decisions the player may send now at a casino hold'em or blackjack table (the API asks the chain's rules), in the open window. */
export async function allowedActions(url: string, headers: Headers, tableId: number): Promise<{ roundId: number; window: number; actions: AllowedAction[] } | null> {
  const { table } = await gql<{ table: { round: { roundId: number; window: number; myActions: AllowedAction[] } | null } | null }>(
    url,
    `query($id: Int!) { table(id: $id) { id round { id roundId window myActions { action betIndex hand name } } } }`,
    { id: tableId },
    headers,
  );
  return table?.round ? { roundId: table.round.roundId, window: table.round.window, actions: table.round.myActions } : null;
}

/** What `submitDecision` takes: the decision and the game wallet's EIP-712 signature of it. */
export interface DecisionSubmission {
  tableId: number;
  roundId: number;
  betIndex: number;
  window: number;
  hand: number;
  action: number;
  signature: string;
}

/** A decision signed by the game wallet, handed to the dealer as the site does; what became of it. */
export async function submitDecision(url: string, headers: Headers, input: DecisionSubmission): Promise<{ state: string; reason: string | null }> {
  const { submitDecision: result } = await gql<{ submitDecision: { state: string; reason: string | null } }>(
    url,
    `mutation($input: SignedDecisionInput!) { submitDecision(input: $input) { id state reason } }`,
    { input },
    headers,
  );
  return result;
}
