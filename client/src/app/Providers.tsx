import { useMemo, type ReactNode } from "react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../shared/apollo/client.js";
import { I18nProvider } from "../shared/i18n/I18nProvider.js";
import { SessionProvider } from "../shared/session/SessionProvider.js";
import { ConfirmProvider } from "../shared/ui/confirm.js";
import { LoadingIndicator } from "../shared/ui/loading.js";
import { ToastProvider } from "../shared/ui/toasts.js";

export function Providers({ children }: { children: ReactNode }) {
  const { client } = useMemo(() => createApolloClient(), []);
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
