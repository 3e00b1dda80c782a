import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { formErrorsOf } from "./form-errors.js";

interface Props {
  title?: ReactNode;
  body?: ReactNode;
  confirmLabel?: ReactNode;
  /** A destructive action: a red button, and Cancel has the focus. */
  danger?: boolean;
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that changes or removes something; Escape and the backdrop cancel. */
export function ConfirmDialog({ title, body, confirmLabel, danger, busy, error, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  // Focus once when the dialog opens: a re-render of the page behind it (a poll, a form in the body) must not move the focus.
  useEffect(() => {
    (danger ? cancelRef : okRef).current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && !busy && onCancel();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [busy, onCancel]);
  return createPortal(
    <div className="adm-dialog-backdrop" onClick={() => !busy && onCancel()}>
      <div className="adm-dialog" role="alertdialog" aria-modal="true" aria-labelledby="adm-dialog-title" onClick={(e) => e.stopPropagation()}>
        <h2 id="adm-dialog-title">{title ?? <FormattedMessage id="confirm.title" />}</h2>
        {body && <div className="adm-dialog__body">{body}</div>}
        {error && <div className="adm-alert adm-alert--error" role="alert">{error}</div>}
        <div className="adm-dialog__actions">
          <button ref={cancelRef} type="button" className="adm-btn adm-btn--ghost" disabled={busy} onClick={onCancel}><FormattedMessage id="confirm.cancel" /></button>
          <button ref={okRef} type="button" className={`adm-btn ${danger ? "adm-btn--danger" : "adm-btn--primary"}`} disabled={busy} onClick={onConfirm}>
            {busy && <span className="spinner spinner--inline" aria-hidden />}
            {confirmLabel ?? <FormattedMessage id="confirm.ok" />}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** A button that asks first, then runs the action; the dialog stays open with the error if it fails. */
export function ConfirmButton({ children, onConfirm, className = "adm-btn adm-btn--ghost adm-btn--sm", disabled, ...dialog }: Omit<Props, "onConfirm" | "onCancel" | "busy" | "error"> & { children: ReactNode; className?: string; disabled?: boolean; onConfirm: () => Promise<unknown> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      // The server's refusal as it says it; a failure with none (network, internal error) is SPEC §8's "Updated fail".
      const found = formErrorsOf(e, intl.formatMessage({ id: "error.updatedFail" }));
      setError([found.general, ...Object.values(found.fields)].filter(Boolean).join(" "));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)}>{children}</button>
      {open && <ConfirmDialog {...dialog} busy={busy} error={error} onConfirm={() => void run()} onCancel={() => setOpen(false)} />}
    </>
  );
}

/** A destructive action that asks for its reason (cancel a jackpot, void a ticket): the reason typed in the dialog goes to `onConfirm`. */
export function ConfirmWithReason({ children, explain, reasonLabel, onConfirm, ...button }: Omit<Parameters<typeof ConfirmButton>[0], "body" | "danger" | "onConfirm"> & { explain: ReactNode; reasonLabel: ReactNode; onConfirm: (reason: string) => Promise<unknown> }) {
  const reason = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  return (
    <ConfirmButton
      {...button}
      danger
      body={
        <div className="adm-field">
          <p>{explain}</p>
          <label className="adm-label" htmlFor={id}>{reasonLabel}</label>
          <textarea id={id} ref={reason} className="adm-input" rows={3} maxLength={500} defaultValue="" />
        </div>
      }
      onConfirm={() => onConfirm(reason.current?.value ?? "")}
    >
      {children}
    </ConfirmButton>
  );
}
