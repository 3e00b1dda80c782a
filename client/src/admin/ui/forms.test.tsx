import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput, gqlError } from "../testing/graphql-errors.js";
import { Field } from "./Field.js";
import { FormError } from "./FormError.js";
import { useAdminForm } from "./useAdminForm.js";
import { formErrorsOf } from "./form-errors.js";

const refusal = (...errors: ReturnType<typeof badInput>[]) => new CombinedGraphQLErrors({ errors });

function NameForm({ submit }: { submit: (v: { name: string; ips: string }) => Promise<unknown> }) {
  const form = useAdminForm({ initial: { name: "", ips: "" }, validate: (v) => ({ name: v.name.trim() ? undefined : "adm.form.required" }), submit });
  return (
    <form onSubmit={form.onSubmit}>
      <FormError errors={form.errors} fields={["name", "ips"]} />
      <Field label="Name" required error={form.error("name")}>{(c) => <input {...c} value={form.values.name} onChange={(e) => form.set("name", e.target.value)} />}</Field>
      <Field label="IP list" error={form.error("ips")} hint="One per line">{(c) => <input {...c} value={form.values.ips} onChange={(e) => form.set("ips", e.target.value)} />}</Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe("form fields and errors", () => {
  it("shows the client's own check beside its input and sends nothing", async () => {
    const submit = vi.fn(async () => ({}));
    renderAdmin(<NameForm submit={submit} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/Name/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Required");
    expect(name.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });

  it("puts the server's BAD_USER_INPUT message under the field named in extensions.field", async () => {
    const submit = vi.fn(async () => Promise.reject(refusal(badInput("ips", "10.0.0.300 is not an IP address"))));
    renderAdmin(<NameForm submit={submit} />);
    await userEvent.type(screen.getByLabelText(/Name/), "Ops");
    await userEvent.type(screen.getByLabelText("IP list"), "10.0.0.300");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).toHaveBeenCalledWith({ name: "Ops", ips: "10.0.0.300" });
    expect((await screen.findByText("10.0.0.300 is not an IP address")).id).toBe(screen.getByLabelText("IP list").getAttribute("aria-describedby"));
    expect(screen.queryByText("One per line")).toBeNull();
    // Editing the field clears its error.
    await userEvent.type(screen.getByLabelText("IP list"), "1");
    expect(screen.queryByText("10.0.0.300 is not an IP address")).toBeNull();
  });

  it("shows a refusal that names no field of the form above it", async () => {
    const submit = vi.fn(async () => Promise.reject(new CombinedGraphQLErrors({ errors: [gqlError("CONFLICT", "The last ADMIN cannot be removed"), badInput("tableId", "No such table")] })));
    renderAdmin(<NameForm submit={submit} />);
    await userEvent.type(screen.getByLabelText(/Name/), "Ops");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText(/The last ADMIN cannot be removed/);
    expect(alert.textContent).toContain("No such table");
    expect(alert.getAttribute("data-code")).toBe("CONFLICT");
  });

  it("splits errors by field, keeping the first message per field", () => {
    const e = formErrorsOf(refusal(badInput("minBet", "too small"), badInput("minBet", "second"), badInput("maxBet", "too big")));
    expect(e).toEqual({ fields: { minBet: "too small", maxBet: "too big" }, general: undefined, code: "BAD_USER_INPUT" });
    expect(formErrorsOf(new Error("Failed to fetch"))).toEqual({ fields: {}, general: "Failed to fetch" });
    expect(formErrorsOf(new Error("Failed to fetch"), "Edited fail")).toEqual({ fields: {}, general: "Edited fail" });
    expect(formErrorsOf(new CombinedGraphQLErrors({ errors: [gqlError("INTERNAL_SERVER_ERROR", "db down")] }), "Edited fail").general).toBe("Edited fail");
    expect(formErrorsOf(new CombinedGraphQLErrors({ errors: [gqlError("CONFLICT", "Taken")] }), "Edited fail").general).toBe("Taken");
  });

  it("says Edited fail above the form when saving fails with no refusal of the server's", async () => {
    renderAdmin(<NameForm submit={() => Promise.reject(new TypeError("Failed to fetch"))} />);
    await userEvent.type(screen.getByLabelText(/Name/), "Ops");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Edited fail");
  });
});
