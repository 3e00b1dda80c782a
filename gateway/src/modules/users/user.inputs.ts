import { Field, InputType, Int } from "type-graphql";

@InputType("SuncInput")
export class SuncInput {
  @Field(() => Int) version!: number;
  @Field(() => String) address!: string;
  @Field(() => String) encryptedPrivateKey!: string;
}

@InputType("RegisterInput")
export class RegisterInput {
  @Field(() => String, { nullable: true }) refCode?: string | null;
  @Field(() => SuncInput) sunc!: SuncInput;
}
