import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../ui/ConfirmDialog.js";
import { formErrorsOf } from "../ui/form-errors.js";

/** Reject with a reason the dialog requires (1–500 characters, as the API does); the SUSD goes back to the player. */
export function RejectButton({ disabled, onReject }: { disabled?: boolean; onReject: (reason: string) => Promise<unknown> }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    if (!reason.trim()) return setError(intl.formatMessage({ id: "adm.review.reasonRequired" }));
    setBusy(true);
    setError(undefined);
    try {
      await onReject(reason.trim());
      setOpen(false);
    } catch (e) {
      setError(formErrorsOf(e, intl.formatMessage({ id: "error.updatedFail" })).general);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={disabled} onClick={() => (setReason(""), setError(undefined), setOpen(true))}>
        <FormattedMessage id="adm.review.reject" />
      </button>
      {open && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="adm.review.rejectTitle" />}
          confirmLabel={<FormattedMessage id="adm.review.reject" />}
          body={
            <div className="adm-field">
              <p><FormattedMessage id="adm.review.rejectExplain" /></p>
              <label className="adm-label" htmlFor={id}><FormattedMessage id="adm.review.reason" /></label>
              <textarea id={id} className="adm-input" rows={3} maxLength={500} value={reason} aria-invalid={Boolean(error) && !reason.trim()} onChange={(e) => setReason(e.target.value)} />
            </div>
          }
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
