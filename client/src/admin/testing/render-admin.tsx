import type { ReactElement } from "react";
import { configure, render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { en } from "../../shared/i18n/en.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { adminEn } from "../i18n/en.js";
import { AccessProvider } from "../access/AccessProvider.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";

// Lazy chunks and mocked round trips are slow on a busy machine.
configure({ asyncUtilTimeout: 4000 });

interface Options {
  /** Where the page is mounted and the URL it starts at. */
  path?: string;
  url?: string;
  mocks?: MockLink.MockedResponse[];
  granted?: readonly string[];
  /** Other routes the page may navigate to. */
  routes?: RouteObject[];
}

/** Renders an admin page as the back office does: admin strings, a role's permissions, a router and mocked GraphQL. */
export function renderAdmin(page: ReactElement, { path = "/", url = path, mocks = [], granted = ROLE_PERMISSIONS.ADMIN, routes = [] }: Options = {}) {
  const router = createMemoryRouter([{ path, element: page }, ...routes, { path: "*", element: <p>elsewhere</p> }], { initialEntries: [url] });
  const view = render(
    <IntlProvider locale="en" messages={{ ...en, ...adminEn }}>
      <MockedProvider mocks={mocks}>
        <ToastProvider>
          <AccessProvider granted={granted}>
            <RouterProvider router={router} />
          </AccessProvider>
        </ToastProvider>
      </MockedProvider>
    </IntlProvider>,
  );
  return { ...view, router, search: () => new URLSearchParams(router.state.location.search) };
}
