import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";

@ObjectType("Category", { description: "A lobby category for the category filter: its names and its games in order" })
export class CategoryType {
  @Field(() => ID, { description: "Slug; the built-in ones are feature, hot, recommend, vip and top" }) id!: string;
  @Field(() => String) nameEn!: string;
  @Field(() => String) nameJa!: string;
  @Field(() => Int) sortOrder!: number;
  @Field(() => Boolean, { description: "One of the lobby's built-in categories (its games are also the games' `categories`)" }) builtIn!: boolean;
  @Field(() => [ID], { description: "Its enabled games, in order" }) gameIds!: string[];
}

@ObjectType("AdminCategory", { description: "A lobby category as staff edit it (SPEC /admin/categories)" })
export class AdminCategoryType extends CategoryType {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}
