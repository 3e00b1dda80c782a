import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { UniqueConstraintViolationException, User } from "@sunrise/db";
import { z } from "zod";
import type { Context } from "../../context.js";
import { conflict, forbidden } from "../../errors.js";
import { fieldError } from "../admin/validation.js";
import { toUserType } from "../users/user.mapper.js";
import { UserType } from "../users/user.type.js";
import { UploadsService, uploadUrl } from "./uploads.service.js";

const uploads = new UploadsService();

/** A display name: 1 to 32 printable characters, trimmed. */
function displayName(value: string): string {
  const name = value.trim().replace(/\s+/g, " ");
  if (!name) throw fieldError("name", "Enter a name");
  if ([...name].length > 32) throw fieldError("name", "At most 32 characters");
  if (/[\p{Cc}\p{Cf}]/u.test(name)) throw fieldError("name", "A name may not contain control characters");
  return name;
}

const EMAIL = z.email().max(254);

/** An email address as kept: trimmed and lower case; empty meaning none. */
function emailAddress(value: string | null): string | null {
  const email = (value ?? "").trim().toLowerCase();
  if (!email) return null;
  if (!EMAIL.safeParse(email).success) throw fieldError("email", "Enter an email address (name@example.com)");
  return email;
}

/** SPEC §8's words for an email another player already gave. */
const EMAIL_TAKEN = "This email is already exist";

/** The signed-in player's own profile: name, email and photo (My page). */
@Resolver(() => UserType)
export class ProfileResolver {
  @FieldResolver(() => String, { nullable: true, description: "The player's photo (an uploaded image's URL), null when none is set or the player is image-banned" })
  async imageUrl(@Root() user: UserType, @Ctx() ctx: Context): Promise<string | null> {
    const own = ctx.viewer?.user;
    const row = own?.id === user.id ? own : await ctx.em.findOne(User, { id: user.id }, { fields: ["imageId", "imageBanned"] });
    return row?.imageId && !row.imageBanned ? uploadUrl(row.imageId) : null;
  }

  @Authorized()
  @Mutation(() => UserType, { description: "Changes the signed-in player's display name (1 to 32 characters)" })
  async updateMyName(@Ctx() ctx: Context, @Arg("name", () => String) name: string): Promise<UserType> {
    const user = await this.ownRow(ctx);
    user.name = displayName(name);
    await ctx.em.flush();
    return toUserType(user, ctx.ip);
  }

  @Authorized()
  @Mutation(() => UserType, { description: "Sets the signed-in player's email (null or empty removes it); CONFLICT when another player has it" })
  async updateMyEmail(@Ctx() ctx: Context, @Arg("email", () => String, { nullable: true }) email: string | null): Promise<UserType> {
    const user = await this.ownRow(ctx);
    const next = emailAddress(email);
    if (next && (await ctx.em.count(User, { email: next, id: { $ne: user.id } }))) throw conflict(EMAIL_TAKEN);
    user.email = next;
    try {
      await ctx.em.flush();
    } catch (e) {
      // Given by another player between the check and the write (the unique index decides).
      if (e instanceof UniqueConstraintViolationException) throw conflict(EMAIL_TAKEN);
      throw e;
    }
    return toUserType(user, ctx.ip);
  }

  @Authorized()
  @Mutation(() => UserType, {
    description: "Sets the signed-in player's photo to an image they uploaded (POST /api/v1/uploads?purpose=avatar sets it at once); null removes it",
  })
  async setMyImage(@Ctx() ctx: Context, @Arg("uploadId", () => ID, { nullable: true }) uploadId: string | null): Promise<UserType> {
    const user = await this.ownRow(ctx);
    if (uploadId !== null) {
      if (user.imageBanned) throw forbidden("This account may not change its photo");
      user.imageId = (await uploads.info(ctx.em, uploadId)).id;
    } else user.imageId = null;
    await ctx.em.flush();
    return toUserType(user, ctx.ip);
  }

  private async ownRow(ctx: Context): Promise<User> {
    const user = await ctx.em.findOne(User, { address: ctx.viewer!.address });
    if (!user) throw forbidden("Register before editing your profile");
    return user;
  }
}
