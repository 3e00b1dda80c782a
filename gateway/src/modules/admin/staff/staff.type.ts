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
  @Field(() => StaffTypeName) type!: StaffTypeName;
  @Field(() => [String], { description: "Addresses and CIDR ranges it may use the back office from; empty means any" }) ips!: string[];
  @Field(() => GraphQLISODateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => String, { nullable: true }) lastIp!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
