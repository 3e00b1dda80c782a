import { useEffect, useState } from "react";
import { Navigate } from "react-router-dom";
import { useSession } from "../../shared/session/SessionProvider.js";

/**
 * /disconnect ends the session — the gateway's and the stored login, even one still being restored
 * after a reload — then returns to the lobby.
 */
export function DisconnectPage() {
  const { disconnect } = useSession();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void disconnect().finally(() => mounted && setEnded(true));
    return () => {
      mounted = false;
    };
  }, [disconnect]);
  if (ended) return <Navigate to="/" replace />;
  return <div className="page center pad" data-testid="signing-out"></div>;
}
