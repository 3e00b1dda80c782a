import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { UploadedImageType } from "../uploads/upload.type.js";

@ObjectType("AdminBanner", { description: "A top banner as staff edit it (SPEC /admin/top-banner)" })
export class AdminBannerType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "Also the image's alternative text" }) title!: string;
  @Field(() => Int, { description: "1 staking, 2 lobby" }) type!: number;
  @Field(() => Int, { description: "11 lobby top; 21 staking top, 22 staking NFT, 23 staking auction, 24 staking marketplace, 25 staking game lobby" }) location!: number;
  @Field(() => UploadedImageType, { description: "Desktop image: 1920:1080 for staking, 1520:624 for the lobby" }) image!: UploadedImageType;
  @Field(() => UploadedImageType, { nullable: true, description: "Phone image at 768:1046; the desktop image is shown when absent" }) mobileImage!: UploadedImageType | null;
  @Field(() => Int, { description: "Lower first" }) sortOrder!: number;
  @Field(() => Boolean) display!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) startDate!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endDate!: Date | null;
  @Field(() => String, { nullable: true, description: "A path on this site or an https URL" }) link!: string | null;
  @Field(() => Boolean, { description: "Display on and now within its dates (when set)" }) live!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType("Banner", { description: "A top banner shown now at its location, in order" })
export class BannerType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "Alternative text" }) title!: string;
  @Field(() => Int) type!: number;
  @Field(() => Int) location!: number;
  @Field(() => String, { description: "Desktop image URL" }) imageUrl!: string;
  @Field(() => String, { description: "Phone image URL (the desktop one when the banner has none)" }) mobileImageUrl!: string;
  @Field(() => String, { nullable: true }) link!: string | null;
  @Field(() => Int) sortOrder!: number;
}
