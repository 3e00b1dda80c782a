import { Field, GraphQLISODateTime, ID, InputType, Int } from "type-graphql";

@InputType("CreatePopupInput")
export class CreatePopupInput {
  @Field(() => String) title!: string;
  @Field(() => Int, { description: "1 immediate, 2 after connect" }) type!: number;
  @Field(() => Boolean, { defaultValue: false }) display!: boolean;
  @Field(() => GraphQLISODateTime) startDate!: Date;
  @Field(() => GraphQLISODateTime) endDate!: Date;
  @Field(() => Int, { defaultValue: 1 }) displayTimes!: number;
  @Field(() => Int, { defaultValue: 1, description: "1 center, 2 bottom center" }) position!: number;
  @Field(() => ID, { description: "An uploaded image (POST /api/v1/uploads)" }) pcImageId!: string;
  @Field(() => ID, { nullable: true }) spImageId?: string | null;
  @Field(() => String, { nullable: true, description: "Internal path, e.g. /bonus" }) link?: string | null;
}

@InputType("UpdatePopupInput", { description: "Only the fields given change; an empty link or spImageId removes it" })
export class UpdatePopupInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => Int, { nullable: true }) type?: number | null;
  @Field(() => Boolean, { nullable: true }) display?: boolean | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) startDate?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endDate?: Date | null;
  @Field(() => Int, { nullable: true }) displayTimes?: number | null;
  @Field(() => Int, { nullable: true }) position?: number | null;
  @Field(() => ID, { nullable: true }) pcImageId?: string | null;
  @Field(() => String, { nullable: true }) spImageId?: string | null;
  @Field(() => String, { nullable: true }) link?: string | null;
}
