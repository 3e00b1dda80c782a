import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { paths } from "./paths.js";
import { PlayerLayout } from "./layout/PlayerLayout.js";
import { AdminLayout } from "./layout/AdminLayout.js";
import { HomePage } from "../features/home/HomePage.js";
import { BridgePage } from "../features/bridge/BridgePage.js";
import { BonusPage } from "../features/bonus/BonusPage.js";
import { MaintenancePage } from "../features/pages/MaintenancePage.js";
import { NotFoundPage } from "../features/pages/NotFoundPage.js";
import { DisconnectPage } from "../features/pages/DisconnectPage.js";
import type { MessageId } from "../shared/i18n/en.js";

const later = (title: MessageId) => <MaintenancePage title={title} />;
const a = paths.admin;

/** Admin routes by menu entry; each page arrives with its admin issue. */
const adminPages: [string, MessageId][] = [
  [a.ticketNew, "admin.menu.dashboard"], [a.ticket, "admin.menu.dashboard"],
  [a.jackpot, "admin.menu.jackpot"], [a.jackpotNew, "admin.menu.jackpot"], [a.jackpotEdit, "admin.menu.jackpot"],
  [a.games, "admin.menu.gameConfig"], [a.gameNew, "admin.menu.gameConfig"], [a.gameEdit, "admin.menu.gameConfig"],
  [a.gameResult, "admin.menu.gameResult"],
  [a.areas, "admin.menu.areaConfig"], [a.areaNew, "admin.menu.areaConfig"], [a.areaEdit, "admin.menu.areaConfig"],
  [a.popup, "admin.menu.popup"], [a.popupNew, "admin.menu.popup"], [a.popupEdit, "admin.menu.popup"],
  [a.topBanner, "admin.menu.topBanner"], [a.topBannerNew, "admin.menu.topBanner"], [a.topBannerEdit, "admin.menu.topBanner"],
  [a.administrator, "admin.menu.administrator"], [a.administratorNew, "admin.menu.administrator"], [a.administratorEdit, "admin.menu.administrator"],
  [a.messages, "admin.menu.messages"], [a.messageNew, "admin.menu.messages"], [a.messageEdit, "admin.menu.messages"], [a.messageView, "admin.menu.messages"],
  [a.membership, "admin.menu.membership"], [a.logTx, "admin.menu.transaction"], [a.operationLog, "admin.menu.dashboard"], [a.operationLogView, "admin.menu.dashboard"],
  [a.tools, "admin.menu.tools"], [a.transfer, "admin.menu.transfer"],
  [a.bridgeHistory, "admin.menu.bridge"], [a.bridgeHistoryItem, "admin.menu.bridge"],
  [a.categories, "admin.menu.categories"], [a.categoryNew, "admin.menu.categories"], [a.categoryEdit, "admin.menu.categories"],
];

export const routes: RouteObject[] = [
  {
    element: <PlayerLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.disconnect, element: <DisconnectPage /> },
      { path: paths.game(), element: later("home.games") },
      { path: paths.messages, element: later("menu.information") },
      { path: paths.message(), element: later("menu.information") },
      { path: paths.myPage, element: later("menu.myPage") },
      { path: paths.bridge, element: <BridgePage /> },
      { path: paths.reward, element: later("menu.bonus") },
      { path: paths.favorite, element: later("menu.favorite") },
      { path: paths.ranking, element: later("menu.ranking") },
      { path: paths.bonus, element: <BonusPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
    ],
  },
  {
    element: <AdminLayout />,
    children: [{ path: a.dashboard, element: later("admin.menu.dashboard") }, ...adminPages.map(([path, title]) => ({ path, element: later(title) }))],
  },
  { path: "*", element: <Navigate to={paths.home} replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
