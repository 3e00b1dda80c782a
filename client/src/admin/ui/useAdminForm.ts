import { useCallback, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { formErrorsOf, type FormErrors } from "./form-errors.js";

/** A client-side check: message ids (from the admin catalogue) by field, empty when the values are fine. */
export type Validate<V> = (values: V) => Partial<Record<keyof V & string, string>>;

/**
 * A back-office form: values, the client's checks, then the mutation; the server's field errors
 * (`BAD_USER_INPUT` with `extensions.field`) appear beside their inputs like the client's own.
 */
export function useAdminForm<V extends object>({ initial, validate, submit, onDone, failed = () => "error.editedFail" }: {
  initial: V;
  validate?: Validate<V>;
  submit: (values: V) => Promise<unknown>;
  onDone?: (result: unknown) => void;
  /** The catalogue id shown when saving fails with no refusal of the server's to show (SPEC §8: Edited fail by default). */
  failed?: () => string;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [submitting, setSubmitting] = useState(false);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e.fields)) return e;
      const fields = { ...e.fields };
      delete fields[key as string];
      return { ...e, fields };
    });
  }, []);

  const onSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    const local = validate?.(values) ?? {};
    const ids = Object.entries(local).filter(([, id]) => id) as [string, string][];
    if (ids.length) {
      setErrors({ fields: Object.fromEntries(ids.map(([k, id]) => [k, intl.formatMessage({ id })])) });
      return;
    }
    setSubmitting(true);
    setErrors({ fields: {} });
    try {
      const result = await submit(values);
      onDone?.(result);
    } catch (err) {
      setErrors(formErrorsOf(err, intl.formatMessage({ id: failed() })));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, set, setValues, errors, error: (key: keyof V & string) => errors.fields[key], submitting, onSubmit };
}
