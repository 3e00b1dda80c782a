import { useMemo, type ReactNode } from "react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../shared/apollo/client.js";
import { I18nProvider } from "../shared/i18n/I18nProvider.js";
import { SessionProvider } from "../shared/session/SessionProvider.js";
import { ConfirmProvider } from "../shared/ui/confirm.js";
import { LoadingIndicator } from "../shared/ui/loading.js";
import { ToastProvider } from "../shared/ui/toasts.js";
import { preloadLobbyGames } from "../features/home/hooks/useLobbyGames.js";
import { paths } from "./paths.js";

export function Providers({ children }: { children: ReactNode }) {
  const { client } = useMemo(() => {
    const created = createApolloClient();
    // The lobby's answer is on its way while React renders, instead of asked for once the page has committed.
    if (window.location.pathname === paths.home) preloadLobbyGames(created.client);
    return created;
  }, []);
  return (
    <I18nProvider>
      <ApolloProvider client={client}>
        <ToastProvider>
          <ConfirmProvider>
            <SessionProvider>{children}</SessionProvider>
            <LoadingIndicator />
          </ConfirmProvider>
        </ToastProvider>
      </ApolloProvider>
    </I18nProvider>
  );
}
