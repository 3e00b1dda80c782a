import { Field, ID, InputType, Int } from "type-graphql";

@InputType("CreateCategoryInput")
export class CreateCategoryInput {
  @Field(() => String, { description: "Slug: 2 to 32 lowercase letters, digits and dashes" }) id!: string;
  @Field(() => String) nameEn!: string;
  @Field(() => String) nameJa!: string;
  @Field(() => Int, { defaultValue: 0 }) sortOrder!: number;
  @Field(() => Boolean, { defaultValue: true }) enabled!: boolean;
  @Field(() => [ID], { defaultValue: [], description: "Its games, in the order the lobby lists them" }) gameIds!: string[];
}

@InputType("UpdateCategoryInput", { description: "Only the fields given change; gameIds replaces the games" })
export class UpdateCategoryInput {
  @Field(() => String, { nullable: true }) nameEn?: string | null;
  @Field(() => String, { nullable: true }) nameJa?: string | null;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => [ID], { nullable: true }) gameIds?: string[] | null;
}
