import { Field, GraphQLISODateTime, ID, ObjectType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { PageInfoType } from "../../../graphql/page-info.type.js";
import { UserTypeName } from "../../users/user.type.js";

@ObjectType("OperationChange", { description: "One field an operation changed, its values as JSON text (null when absent)" })
export class OperationChangeType {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType("OperationLogEntry", { description: "One back-office change: who, what, on what, before and after, when" })
export class OperationLogEntryType {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field(() => String) actorAddress!: string;
  @Field(() => UserTypeName, { description: "The actor's staff type at the time" }) actorType!: UserTypeName;
  @Field(() => String) actorIp!: string;
  @Field(() => String, { description: "Dotted verb, e.g. game.update, member.ban, staff.delete" }) action!: string;
  @Field(() => String, { description: "game, table, area, user, staff, round, task, …" }) targetType!: string;
  @Field(() => String) targetId!: string;
  @Field(() => String) summary!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "The target before; null when the operation created it" }) before!: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "The target after; null when the operation deleted it" }) after!: Record<string, unknown> | null;
  @Field(() => [OperationChangeType], { description: "The fields whose value differs between before and after" }) changes!: OperationChangeType[];
}

@ObjectType("OperationLogEdge")
export class OperationLogEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => OperationLogEntryType) node!: OperationLogEntryType;
}

@ObjectType("OperationLogConnection", { description: "Operation-log entries, newest first" })
export class OperationLogConnectionType {
  @Field(() => [OperationLogEdgeType]) edges!: OperationLogEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
