import { Field, GraphQLISODateTime, ID, InputType, Int } from "type-graphql";

@InputType("CreateBannerInput")
export class CreateBannerInput {
  @Field(() => String) title!: string;
  @Field(() => Int, { description: "1 staking, 2 lobby" }) type!: number;
  @Field(() => Int, { description: "11 for the lobby; 21–25 for staking" }) location!: number;
  @Field(() => ID, { description: "Uploaded desktop image at the type's ratio (within 2%)" }) imageId!: string;
  @Field(() => ID, { nullable: true, description: "Uploaded phone image at 768:1046 (within 2%)" }) mobileImageId?: string | null;
  @Field(() => Int, { defaultValue: 0 }) sortOrder!: number;
  @Field(() => Boolean, { defaultValue: true }) display!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) startDate?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endDate?: Date | null;
  @Field(() => String, { nullable: true }) link?: string | null;
}

@InputType("UpdateBannerInput", { description: "Only the fields given change; an empty mobileImageId or link removes it; clearDates removes both dates" })
export class UpdateBannerInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => Int, { nullable: true }) type?: number | null;
  @Field(() => Int, { nullable: true }) location?: number | null;
  @Field(() => ID, { nullable: true }) imageId?: string | null;
  @Field(() => String, { nullable: true }) mobileImageId?: string | null;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => Boolean, { nullable: true }) display?: boolean | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) startDate?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endDate?: Date | null;
  @Field(() => Boolean, { nullable: true }) clearDates?: boolean | null;
  @Field(() => String, { nullable: true }) link?: string | null;
}
