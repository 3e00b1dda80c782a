import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../access/require-permission.js";
import { Permission } from "../permissions.js";
import { StaffMemberType } from "./staff.type.js";
import { CreateStaffInput, UpdateStaffInput } from "./staff.inputs.js";

@Resolver()
export class StaffResolver {
  @RequirePermission(Permission.STAFF_READ)
  @Query(() => [StaffMemberType], { description: "Every back-office account" })
  staff(@Ctx() ctx: Context): Promise<StaffMemberType[]> {
    return ctx.services.admin.staff.list(ctx.em, ctx.viewer?.address);
  }

  @RequirePermission(Permission.STAFF_READ)
  @Query(() => StaffMemberType)
  staffMember(@Ctx() ctx: Context, @Arg("address", () => String) address: string): Promise<StaffMemberType> {
    return ctx.services.admin.staff.get(ctx.em, address, ctx.viewer?.address);
  }

  @RequirePermission(Permission.STAFF_WRITE)
  @Mutation(() => StaffMemberType, { description: "Gives a wallet a back-office type and IP list" })
  createStaff(@Ctx() ctx: Context, @Arg("input", () => CreateStaffInput) input: CreateStaffInput): Promise<StaffMemberType> {
    return ctx.services.admin.staff.create(ctx, input);
  }

  @RequirePermission(Permission.STAFF_WRITE)
  @Mutation(() => StaffMemberType, { description: "Changes a staff member's type or IP list (CONFLICT for one's own type or the last ADMIN)" })
  updateStaff(@Ctx() ctx: Context, @Arg("address", () => String) address: string, @Arg("input", () => UpdateStaffInput) input: UpdateStaffInput): Promise<StaffMemberType> {
    return ctx.services.admin.staff.update(ctx, address, input);
  }

  @RequirePermission(Permission.STAFF_WRITE)
  @Mutation(() => Boolean, { description: "Takes a staff member's back-office rights away (CONFLICT for oneself or the last ADMIN)" })
  deleteStaff(@Ctx() ctx: Context, @Arg("address", () => String) address: string): Promise<boolean> {
    return ctx.services.admin.staff.delete(ctx, address);
  }
}
