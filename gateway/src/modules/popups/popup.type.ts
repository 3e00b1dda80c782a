import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { UploadedImageType } from "../uploads/upload.type.js";

@ObjectType("AdminPopup", { description: "A popup as staff schedule it (SPEC /admin/popup)" })
export class AdminPopupType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "What staff call it; players never see it" }) title!: string;
  @Field(() => Int, { description: "1 immediate (as a page opens), 2 after the wallet connects" }) type!: number;
  @Field(() => Boolean, { description: "On or off; when on, shown only between its dates" }) display!: boolean;
  @Field(() => GraphQLISODateTime) startDate!: Date;
  @Field(() => GraphQLISODateTime) endDate!: Date;
  @Field(() => Int, { description: "Times each player is shown it at most" }) displayTimes!: number;
  @Field(() => Int, { description: "1 center, 2 bottom center" }) position!: number;
  @Field(() => UploadedImageType, { nullable: true, description: "Desktop (PC) image" }) pcImage!: UploadedImageType | null;
  @Field(() => UploadedImageType, { nullable: true, description: "Phone (SP) image; the PC image is shown when absent" }) spImage!: UploadedImageType | null;
  @Field(() => String, { nullable: true, description: "Internal path opened on click" }) link!: string | null;
  @Field(() => Boolean, { description: "Display on and now within its dates" }) live!: boolean;
  @Field(() => Int, { description: "Signed-in players shown it at least once" }) viewers!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType("Popup", { description: "A popup to show now (SPEC §4): display on, now between its dates, shown fewer than displayTimes times" })
export class PopupType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: "1 immediate, 2 after connect" }) type!: number;
  @Field(() => Int, { description: "1 center, 2 bottom center" }) position!: number;
  @Field(() => String, { nullable: true, description: "Desktop image URL" }) pcImageUrl!: string | null;
  @Field(() => String, { nullable: true, description: "Phone image URL (the desktop one when absent)" }) spImageUrl!: string | null;
  @Field(() => String, { nullable: true, description: "Internal path opened on click" }) link!: string | null;
  @Field(() => Int) displayTimes!: number;
  @Field(() => GraphQLISODateTime) startDate!: Date;
  @Field(() => GraphQLISODateTime) endDate!: Date;
  @Field(() => Int, { nullable: true, description: "Times the signed-in player may still be shown it (counted by the server); null for guests, who count per browser" }) remaining!: number | null;
}
