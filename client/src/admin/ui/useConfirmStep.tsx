import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog.js";

interface Step { title: ReactNode; body: ReactNode; confirmLabel?: ReactNode; danger?: boolean; run: () => Promise<unknown>; resolve: () => void; reject: (e: unknown) => void }

/**
 * A form's confirmation step: `ask` shows what is about to happen and runs it on OK. A failure closes
 * the dialog and rejects, so the form shows the server's field errors beside their inputs; Cancel does nothing.
 */
export function useConfirmStep() {
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = (s: Omit<Step, "resolve" | "reject">) => new Promise<void>((resolve, reject) => setStep({ ...s, resolve, reject }));
  const confirm = async () => {
    if (!step) return;
    setBusy(true);
    try {
      await step.run();
      step.resolve();
    } catch (e) {
      step.reject(e);
    } finally {
      setBusy(false);
      setStep(null);
    }
  };
  const cancel = () => {
    step?.resolve();
    setStep(null);
  };
  const dialog = step && <ConfirmDialog title={step.title} body={step.body} confirmLabel={step.confirmLabel} danger={step.danger} busy={busy} onConfirm={() => void confirm()} onCancel={cancel} />;
  return { ask, dialog };
}
