import { Link } from "react-router-dom";
import { FormattedMessage } from "react-intl";

export function NotFoundPage() {
  return (
    <div className="card empty-state">
      <span className="empty-state__icon" aria-hidden>404</span>
      <h1><FormattedMessage id="notFound.title" /></h1>
      <Link className="btn btn--primary" to="/"><FormattedMessage id="notFound.home" /></Link>
    </div>
  );
}
