import { Arg, Ctx, ID, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../../context.js";
import { Topic } from "../../../graphql/topics.js";
import { RequirePermission } from "../../admin/access/require-permission.js";
import { Permission } from "../../admin/permissions.js";
import { AdminTaskFilterInput } from "./tasks.inputs.js";
import { AdminTaskConnectionType, AdminTaskType } from "./task.type.js";

@Resolver()
export class AdminTasksResolver {
  @RequirePermission(Permission.TRANSACTIONS_READ)
  @Query(() => AdminTaskConnectionType, { description: "On-chain tasks, newest first, filtered by kind, state, target, who queued them and when" })
  adminTasks(
    @Ctx() ctx: Context,
    @Arg("filter", () => AdminTaskFilterInput, { nullable: true }) filter: AdminTaskFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminTaskConnectionType> {
    return ctx.services.adminOps.tasks.list(ctx.em, filter ?? {}, first, after);
  }

  @RequirePermission(Permission.TRANSACTIONS_READ)
  @Query(() => AdminTaskType)
  adminTask(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminTaskType> {
    return ctx.services.adminOps.tasks.get(ctx.em, id);
  }

  @RequirePermission(Permission.TRANSACTIONS_READ)
  @Subscription(() => AdminTaskType, {
    topics: Topic.adminTask,
    filter: ({ payload, args }: { payload: AdminTaskType; args: { ids?: string[] | null } }) => !args.ids?.length || args.ids.includes(payload.id),
    description: "Each task as it is queued and as its state changes (new, running with each transaction, success or failed); only these tasks when ids are given",
  })
  adminTaskUpdated(@Root() task: AdminTaskType, @Arg("ids", () => [ID], { nullable: true }) _ids: string[] | null): AdminTaskType {
    return task;
  }
}
