import type { StaffType } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";

export const STAFF_TYPES: StaffType[] = ["ADMIN", "MEMBER", "SUPPORT"];

export interface StaffValues { address: string; type: StaffType; ips: string }

/** One address or CIDR range per line (commas work too); blank lines ignored. */
export const ipList = (text: string) => text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-fA-F:]+(\/\d{1,3})?$/;
export const badIp = (ip: string) => !IPV4.test(ip) && !(ip.includes(":") && IPV6.test(ip));

export const validateStaff = (creating: boolean): Validate<StaffValues> => (v) => ({
  address: creating && !/^0x[0-9a-fA-F]{40}$/.test(v.address.trim()) ? "adm.form.error.address" : undefined,
  ips: ipList(v.ips).some(badIp) ? "adm.staff.error.ip" : undefined,
});
