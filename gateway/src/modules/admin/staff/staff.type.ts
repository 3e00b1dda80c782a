import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from "type-graphql";

/** The back-office types an administrator can give (SPEC §6; NORMAL is never staff). */
export enum StaffTypeName {
  ADMIN = "ADMIN",
  MEMBER = "MEMBER",
  SUPPORT = "SUPPORT",
}
registerEnumType(StaffTypeName, { name: "StaffType" });

@ObjectType("StaffMember", { description: "A back-office account: its type and IP allow-list (empty: any IP)" })
export class StaffMemberType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => Boolean, { description: "Whether the wallet has completed registration (it has a game wallet); a wallet can be made staff before it registers" }) registered!: boolean;
  @Field(() => Boolean, { description: "Whether this is the signed-in staff member's own account (which they cannot delete or retype)" }) self!: boolean;
  @Field(() => StaffTypeName) type!: StaffTypeName;
  @Field(() => [String], { description: "Addresses and CIDR ranges it may use the back office from; empty means any" }) ips!: string[];
  @Field(() => GraphQLISODateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => String, { nullable: true }) lastIp!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
