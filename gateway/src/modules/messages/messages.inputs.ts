import { Field, GraphQLISODateTime, InputType } from "type-graphql";
import { MessageStateName } from "./message.type.js";

@InputType("CreateMessageInput")
export class CreateMessageInput {
  @Field(() => String) title!: string;
  @Field(() => String, { description: "Plain text; required (SPEC §5)" }) content!: string;
  @Field(() => String, { nullable: true, description: "HTML for the overlay; sanitised on the server (allowed tags, attributes and https/mailto/site URLs only)" }) htmlContent?: string | null;
  @Field(() => Boolean, { defaultValue: true }) targetAll!: boolean;
  @Field(() => [String], { defaultValue: [], description: "Wallet addresses when targetAll is false" }) targetAddresses!: string[];
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Send date; null sends it when published" }) sendAt?: Date | null;
}

@InputType("UpdateMessageInput", { description: "Only the fields given change; a sent message keeps its target and send date" })
export class UpdateMessageInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => String, { nullable: true, description: "An empty string removes the HTML" }) htmlContent?: string | null;
  @Field(() => Boolean, { nullable: true }) targetAll?: boolean | null;
  @Field(() => [String], { nullable: true }) targetAddresses?: string[] | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) sendAt?: Date | null;
  @Field(() => Boolean, { nullable: true, description: "True clears the send date (send when published)" }) clearSendAt?: boolean | null;
}

@InputType("AdminMessageFilter")
export class AdminMessageFilterInput {
  @Field(() => MessageStateName, { nullable: true }) state?: MessageStateName | null;
  @Field(() => String, { nullable: true, description: "Words of the title or content" }) search?: string | null;
}
