import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("UploadedImage", { description: "An uploaded image: served at `url` (immutable, cached for a year)" })
export class UploadedImageType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "Path on the gateway, e.g. /uploads/<id>" }) url!: string;
  @Field(() => String, { description: "Sniffed from the bytes: image/png, image/jpeg, image/webp or image/gif" }) contentType!: string;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field(() => Int) byteSize!: number;
}
