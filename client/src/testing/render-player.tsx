import type { ReactElement } from "react";
import { configure } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { ApolloLink } from "@apollo/client";
import { MockLink, MockSubscriptionLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { getMainDefinition } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { Observable } from "rxjs";
import type { Session } from "../shared/session/SessionProvider.js";
import { ToastProvider } from "../shared/ui/toasts.js";
import { renderWithIntl } from "./render.js";
import { SessionFixture, testSession } from "./session.js";

// Lazy chunks and mocked round trips are slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

interface Options {
  session?: Session;
  /** Queries and mutations the page may make. */
  mocks?: MockLink.MockedResponse[];
  /** Subscriptions (by operation name) the test drives through `events`; the others stay quiet. */
  live?: string[];
  path?: string;
  url?: string;
  routes?: RouteObject[];
  /** The page's language (English by default). */
  locale?: "en" | "ja";
}

/** Renders a player page as the site does: a session, toasts, a router, mocked queries and a subscription link the test drives. */
export function renderPlayer(page: ReactElement, { session = testSession(), mocks = [], live = [], path = "/", url = path, routes = [], locale = "en" }: Options = {}) {
  const events = new MockSubscriptionLink();
  const quiet = new ApolloLink(() => new Observable(() => undefined));
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ApolloLink.split(({ operationName }) => live.includes(operationName ?? ""), events, quiet),
    new MockLink(mocks),
  );
  const router = createMemoryRouter([{ path, element: page }, ...routes, { path: "*", element: <p>elsewhere</p> }], { initialEntries: [url] });
  const view = renderWithIntl(
    <MockedProvider link={link}>
      <SessionFixture session={session}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>,
    locale,
  );
  return { ...view, events, router };
}

/** Answers a query every time it is asked. */
export const always = <T extends MockLink.MockedResponse>(mock: T): T => ({ ...mock, maxUsageCount: Number.POSITIVE_INFINITY });
