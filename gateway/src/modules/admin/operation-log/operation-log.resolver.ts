import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../access/require-permission.js";
import { Permission } from "../permissions.js";
import { OperationLogFilterInput } from "./operation-log.inputs.js";
import { OperationLogConnectionType, OperationLogEntryType } from "./operation-log.type.js";
import { OPERATION_TARGET_TYPES } from "./target-types.js";

@Resolver()
export class OperationLogResolver {
  @RequirePermission(Permission.OPLOG_READ)
  @Query(() => OperationLogConnectionType, { description: "Back-office changes, newest first, filtered by who, what, target and dates" })
  operationLog(
    @Ctx() ctx: Context,
    @Arg("filter", () => OperationLogFilterInput, { nullable: true }) filter: OperationLogFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<OperationLogConnectionType> {
    return ctx.services.admin.operationLog.list(ctx.em, filter ?? {}, first, after);
  }

  @RequirePermission(Permission.OPLOG_READ)
  @Query(() => OperationLogEntryType, { description: "One operation-log entry with its before/after diff" })
  operationLogEntry(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<OperationLogEntryType> {
    return ctx.services.admin.operationLog.get(ctx.em, id);
  }

  @RequirePermission(Permission.OPLOG_READ)
  @Query(() => [String], { description: "Every target type an operation-log line can name (the filter's choices)" })
  operationLogTargetTypes(): string[] {
    return [...OPERATION_TARGET_TYPES];
  }
}
