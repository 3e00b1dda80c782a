import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { CurrentPopupsDocument, PopupShownDocument, type PopupFieldsFragment } from "../../gql/pages/graphql.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useTableControlsOpen } from "../../shared/ui/table-controls.js";
import { countGuestView, readGuestViews } from "./guest-views.js";
import { popupsToShow } from "./popup-rules.js";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { popupsEn, popupsJa } from "./messages.js";
import "./popups.css";

/**
 * Shows the popups staff scheduled (SPEC §4), one at a time: immediate ones once the page knows who
 * is visiting, after-connect ones once signed in. Each showing is counted as it appears.
 */
export default function PopupHost() {
  const { status } = useSession();
  // Popups already shown during this page's life are not shown again, whoever signs in.
  const shown = useRef(new Set<string>());
  if (status !== "guest" && status !== "signedIn") return null;
  // Asked again when the visitor signs in or out: a player's showings are counted by the server.
  return (
    <PageMessages en={popupsEn} ja={popupsJa}>
      <PopupQueue key={status} signedIn={status === "signedIn"} shown={shown.current} />
    </PageMessages>
  );
}

function PopupQueue({ signedIn, shown }: { signedIn: boolean; shown: Set<string> }) {
  const { data } = useQuery(CurrentPopupsDocument, { fetchPolicy: "network-only" });
  const [popupShown] = useMutation(PopupShownDocument);
  const [current, setCurrent] = useState<PopupFieldsFragment | null>(null);
  // The one on show, also in a ref: an effect run twice (StrictMode) must not count a second popup.
  const showing = useRef<string | null>(null);
  // A table taking bets or decisions: the popup waits (a bet must not miss its round behind it).
  const tableBusy = useTableControlsOpen();
  useEffect(() => {
    if (!data || showing.current || tableBusy) return;
    const next = popupsToShow(data.popups, { signedIn, guestViews: readGuestViews(), shown })[0];
    if (!next) return;
    showing.current = next.id;
    shown.add(next.id);
    if (signedIn) void popupShown({ variables: { id: next.id } }).catch(() => undefined);
    else countGuestView(next.id);
    setCurrent(next);
  }, [data, current, signedIn, shown, popupShown, tableBusy]);
  if (!current || tableBusy) return null;
  return (
    <PopupView
      popup={current}
      onClose={() => {
        showing.current = null;
        setCurrent(null);
      }}
    />
  );
}

function PopupView({ popup, onClose }: { popup: PopupFieldsFragment; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const bottom = popup.position === 2;
  const picture = (
    <picture>
      {popup.spImageUrl && <source media="(max-width: 767px)" srcSet={popup.spImageUrl} />}
      <img className="popup__image" src={popup.pcImageUrl ?? popup.spImageUrl ?? ""} alt={intl.formatMessage({ id: "popup.label" })} />
    </picture>
  );
  const open = () => {
    onClose();
    if (popup.link) void navigate(popup.link);
  };
  return (
    <div className={`popup-layer${bottom ? " popup-layer--bottom" : ""}`} onClick={bottom ? undefined : onClose} data-testid="popup-layer">
      <div className={`popup popup--${bottom ? "bottom" : "center"}`} role="dialog" aria-modal={!bottom} aria-label={intl.formatMessage({ id: "popup.label" })} data-testid="popup" data-popup={popup.id} onClick={(e) => e.stopPropagation()}>
        <button type="button" className="popup__close" aria-label={intl.formatMessage({ id: "common.close" })} onClick={onClose}>×</button>
        {popup.link ? <button type="button" className="popup__link" onClick={open}>{picture}</button> : picture}
      </div>
    </div>
  );
}
