import { Field, InputType } from "type-graphql";
import { StaffTypeName } from "./staff.type.js";

@InputType("CreateStaffInput")
export class CreateStaffInput {
  @Field(() => String, { description: "The wallet address; a player who has not registered yet can complete registration later" }) address!: string;
  @Field(() => StaffTypeName) type!: StaffTypeName;
  @Field(() => [String], { defaultValue: [], description: "IP addresses or CIDR ranges; empty allows any IP" }) ips!: string[];
}

@InputType("UpdateStaffInput", { description: "Only the fields given change" })
export class UpdateStaffInput {
  @Field(() => StaffTypeName, { nullable: true }) type?: StaffTypeName | null;
  @Field(() => [String], { nullable: true }) ips?: string[] | null;
}
