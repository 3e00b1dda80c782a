import { Field, ObjectType } from "type-graphql";

@ObjectType("PageInfo")
export class PageInfoType {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "Pass as `after` to read the next page" }) endCursor!: string | null;
}
