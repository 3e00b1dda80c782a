import { FormattedMessage } from "react-intl";
import { Link, useRouteError } from "react-router-dom";
import { isChunkLoadError } from "./chunk-load.js";

const reload = () => window.location.reload();

/**
 * A route's error element: a page whose code did not arrive offers Reload (SPEC §8), any other
 * failure while rendering says an error has occurred, with Reload and the way back to the lobby.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <div className="page center pad" role="alert" data-testid={chunk ? "chunk-error" : "route-error"}>
      <div className="card empty-state">
        <h2><FormattedMessage id={chunk ? "error.chunk.title" : "error.render.title"} /></h2>
        <p><FormattedMessage id={chunk ? "error.chunk.body" : "error.render.body"} /></p>
        <div className="empty-state__actions">
          <button type="button" className="btn btn--primary" onClick={reload}><FormattedMessage id="error.reload" /></button>
          {!chunk && <Link to="/" className="btn btn--ghost" reloadDocument><FormattedMessage id="error.home" /></Link>}
        </div>
      </div>
    </div>
  );
}
