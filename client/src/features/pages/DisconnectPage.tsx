import { useEffect } from "react";
import { Navigate } from "react-router-dom";
import { useSession } from "../../shared/session/SessionProvider.js";

/** /disconnect ends the session and returns to the lobby. */
export function DisconnectPage() {
  const { disconnect, status } = useSession();
  useEffect(() => {
    if (status === "signedIn") void disconnect();
  }, [status, disconnect]);
  return status === "signedIn" ? null : <Navigate to="/" replace />;
}
