import type { Wallet, HDNodeWallet } from "ethers";

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  cookie?: string;
}

/** Posts one GraphQL operation over real HTTP. */
export async function gql<T = Record<string, any>>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GqlResult<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GqlResult<T>;
  return { ...body, cookie: res.headers.get("set-cookie") ?? undefined };
}

export const REQUEST_SIGN_IN = `mutation($address: String!, $chainId: Int!) { requestSignIn(address: $address, chainId: $chainId) { nonce message expiresAt } }`;
export const SIGN_IN = `mutation($message: String!, $signature: String!) { signIn(message: $message, signature: $signature) { token address user { id address sunc { address } } } }`;

export interface SignedIn {
  token: string;
  nonce: string;
  signature: string;
  address: string;
  headers: Record<string, string>;
}

/** Runs the whole SIWE flow for a wallet and returns its credentials. */
export async function signInAs(url: string, wallet: Wallet | HDNodeWallet, chainId = 31337): Promise<SignedIn> {
  const challenge = await gql(url, REQUEST_SIGN_IN, { address: wallet.address, chainId });
  const { message, nonce } = challenge.data!.requestSignIn;
  const signature = await wallet.signMessage(message);
  const session = await gql(url, SIGN_IN, { message, signature });
  if (session.errors) throw new Error(session.errors[0]!.message);
  const token = session.data!.signIn.token as string;
  return { token, nonce, signature, address: wallet.address.toLowerCase(), headers: { authorization: `Bearer ${token}` } };
}
