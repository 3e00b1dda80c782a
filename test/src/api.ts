import type { HDNodeWallet, Wallet } from "ethers";

export interface GqlError { message: string; extensions?: { code?: string } }

/** One GraphQL operation over HTTP against a running gateway. */
export async function gql<T = Record<string, any>>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: GqlError[] };
  if (body.errors?.length) throw new Error(`${body.errors[0]!.extensions?.code}: ${body.errors[0]!.message}`);
  return body.data as T;
}

export interface Session { token: string; address: string; headers: Record<string, string> }

/** Sign-In with Ethereum through the public API, as the client does it. */
export async function signIn(url: string, wallet: Wallet | HDNodeWallet, chainId: number): Promise<Session> {
  const { requestSignIn } = await gql(url, `mutation($a: String!, $c: Int!) { requestSignIn(address: $a, chainId: $c) { message } }`, { a: wallet.address, c: chainId });
  const signature = await wallet.signMessage(requestSignIn.message);
  const { signIn } = await gql(url, `mutation($m: String!, $s: String!) { signIn(message: $m, signature: $s) { token address } }`, { m: requestSignIn.message, s: signature });
  return { token: signIn.token, address: signIn.address, headers: { authorization: `Bearer ${signIn.token}` } };
}
