import type { Page } from "playwright-core";

/**
 * Signs a Local-wallet development account in as the client does (connect → account), without
 * registering a game wallet: staff added by address and players who never registered end here.
 */
export async function connectLocalWallet(page: Page, url: string, account: number): Promise<void> {
  await page.goto(url);
  await page.getByTestId("connect-wallet").click();
  await page.getByTestId("wallet-option-dev.sunrise.localwallet").click();
  await page.getByTestId(`local-account-${account}`).click();
  await page.getByTestId("account-menu").waitFor({ timeout: 60_000 });
}

export interface PageGqlAnswer {
  status: number;
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string; field?: string } }[];
}

/**
 * One GraphQL operation sent from the page with the session it holds (its cookie and the SPEC §7
 * headers from the stored login), exactly as the client's own requests go; the raw answer.
 */
export async function pageGql(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<PageGqlAnswer> {
  return page.evaluate(
    async ({ query, variables }) => {
      const login = JSON.parse(localStorage.getItem("hash_and_nonce") ?? "null") as { address: string; hash: string; nonce: string } | null;
      const headers: Record<string, string> = { "content-type": "application/json", "x-request-id": crypto.randomUUID() };
      if (login) Object.assign(headers, { "x-address": login.address, "x-hash": login.hash, "x-nonce": login.nonce });
      const res = await fetch("/graphql", { method: "POST", credentials: "include", headers, body: JSON.stringify({ query, variables }) });
      const body = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown> | null; errors?: [] };
      return { status: res.status, data: body.data, errors: body.errors };
    },
    { query, variables },
  );
}
