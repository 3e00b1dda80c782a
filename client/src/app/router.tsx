import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { paths } from "./paths.js";
import { PlayerLayout } from "./layout/PlayerLayout.js";
import { lazyPage } from "./lazy-page.js";
import { HomePage } from "../features/home/HomePage.js";
import { NotFoundPage } from "../features/pages/NotFoundPage.js";
import { DisconnectPage } from "../features/pages/DisconnectPage.js";
import { RouteError } from "./errors/RouteError.js";

// Only the lobby ships with the first load; every other page (and the admin side) is its own chunk.
const AdminLayout = () => import("./layout/AdminLayout.js");

const a = paths.admin;

/** The back office's screens: one chunk for all of them, loaded on the first admin page (players never load it). */
const adminScreens = () => import("../admin/screens.js");
const adminScreen = (pick: (m: Awaited<ReturnType<typeof adminScreens>>) => ComponentType) => lazyPage(adminScreens, pick);

const adminRoutes: RouteObject[] = [
  { path: a.dashboard, element: adminScreen((m) => m.DashboardPage) },
  { path: a.games, element: adminScreen((m) => m.GamesListPage) },
  { path: a.gameNew, element: adminScreen((m) => m.GameNewPage) },
  { path: a.gameEdit, element: adminScreen((m) => m.GameEditPage) },
  { path: a.areas, element: adminScreen((m) => m.AreasListPage) },
  { path: a.areaNew, element: adminScreen((m) => m.AreaNewPage) },
  { path: a.areaEdit, element: adminScreen((m) => m.AreaEditPage) },
  { path: a.membership, element: adminScreen((m) => m.MembershipPage) },
  { path: a.responsibleGaming, element: adminScreen((m) => m.RulesReportPage) },
  { path: a.administrator, element: adminScreen((m) => m.StaffListPage) },
  { path: a.administratorNew, element: adminScreen((m) => m.StaffNewPage) },
  { path: a.administratorEdit, element: adminScreen((m) => m.StaffEditPage) },
  { path: a.gameResult, element: adminScreen((m) => m.GameResultPage) },
  { path: a.bridgeHistory, element: adminScreen((m) => m.BridgeHistoryPage) },
  { path: a.bridgeHistoryItem, element: adminScreen((m) => m.BridgeTransferPage) },
  { path: a.bridgeReview, element: adminScreen((m) => m.ReviewQueuePage) },
  { path: a.logTx, element: adminScreen((m) => m.TransactionsPage) },
  { path: a.tools, element: adminScreen((m) => m.ToolsPage) },
  { path: a.transfer, element: adminScreen((m) => m.TransferPage) },
  { path: a.operationLog, element: adminScreen((m) => m.OperationLogPage) },
  { path: a.chatLog, element: adminScreen((m) => m.ChatLogPage) },
  { path: a.operationLogView, element: adminScreen((m) => m.OperationLogEntryPage) },
  { path: a.system, element: adminScreen((m) => m.SystemPage) },
  { path: a.messages, element: adminScreen((m) => m.MessagesListPage) },
  { path: a.messageNew, element: adminScreen((m) => m.MessageNewPage) },
  { path: a.messageEdit, element: adminScreen((m) => m.MessageEditPage) },
  { path: a.messageView, element: adminScreen((m) => m.MessageViewPage) },
  { path: a.popup, element: adminScreen((m) => m.PopupsListPage) },
  { path: a.popupNew, element: adminScreen((m) => m.PopupNewPage) },
  { path: a.popupEdit, element: adminScreen((m) => m.PopupEditPage) },
  { path: a.topBanner, element: adminScreen((m) => m.BannersListPage) },
  { path: a.topBannerNew, element: adminScreen((m) => m.BannerNewPage) },
  { path: a.topBannerEdit, element: adminScreen((m) => m.BannerEditPage) },
  { path: a.categories, element: adminScreen((m) => m.CategoriesListPage) },
  { path: a.categoryNew, element: adminScreen((m) => m.CategoryNewPage) },
  { path: a.categoryEdit, element: adminScreen((m) => m.CategoryEditPage) },
  { path: a.jackpot, element: adminScreen((m) => m.JackpotsListPage) },
  { path: a.jackpotNew, element: adminScreen((m) => m.JackpotNewPage) },
  { path: a.jackpotEdit, element: adminScreen((m) => m.JackpotEditPage) },
  { path: a.ticketNew, element: adminScreen((m) => m.TicketNewPage) },
  { path: a.ticket, element: adminScreen((m) => m.TicketPage) },
  { path: a.affiliates, element: adminScreen((m) => m.AffiliatesPage) },
  { path: a.stakingRounds, element: adminScreen((m) => m.StakingRoundsPage) },
];

/** Every page has the error element, so a failure keeps the layout (menu, account) around its message. */
const guarded = (children: RouteObject[]): RouteObject[] => children.map((r) => ({ ...r, errorElement: <RouteError /> }));

export const routes: RouteObject[] = [
  {
    element: <PlayerLayout />,
    errorElement: <RouteError />,
    children: guarded([
      { path: paths.home, element: <HomePage /> },
      { path: paths.disconnect, element: <DisconnectPage /> },
      { path: paths.game(), element: lazyPage(() => import("./TableRoute.js"), (m) => m.TableRoute) },
      { path: paths.messages, element: lazyPage(() => import("../features/messages/MessagesPage.js"), (m) => m.MessagesPage) },
      { path: paths.message(), element: lazyPage(() => import("../features/messages/MessagePage.js"), (m) => m.MessagePage) },
      { path: paths.myPage, element: lazyPage(() => import("../features/account/MyPage.js"), (m) => m.MyPage) },
      { path: paths.responsibleGaming, element: lazyPage(() => import("../features/responsible-gaming/ResponsibleGamingPage.js"), (m) => m.ResponsibleGamingPage) },
      { path: paths.bridge, element: lazyPage(() => import("../features/bridge/BridgePage.js"), (m) => m.BridgePage) },
      { path: paths.reward, element: lazyPage(() => import("../features/rewards/RewardPage.js"), (m) => m.RewardPage) },
      { path: paths.affiliate, element: lazyPage(() => import("../features/affiliates/AffiliatePage.js"), (m) => m.AffiliatePage) },
      { path: paths.favorite, element: lazyPage(() => import("../features/home/FavoritePage.js"), (m) => m.FavoritePage) },
      { path: paths.ranking, element: lazyPage(() => import("../features/ranking/RankingPage.js"), (m) => m.RankingPage) },
      { path: paths.bonus, element: lazyPage(() => import("../features/bonus/BonusPage.js"), (m) => m.BonusPage) },
      { path: paths.notFound, element: <NotFoundPage /> },
    ]),
  },
  {
    element: lazyPage(AdminLayout, (m) => m.AdminLayout),
    errorElement: <RouteError />,
    children: guarded(adminRoutes),
  },
  { path: "*", element: <Navigate to={paths.home} replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
