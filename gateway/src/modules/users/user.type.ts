import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { GraphQLISODateTime } from "type-graphql";

export enum UserTypeName {
  NORMAL = "NORMAL",
  ADMIN = "ADMIN",
  MEMBER = "MEMBER",
  SUPPORT = "SUPPORT",
}
registerEnumType(UserTypeName, { name: "UserType" });

@ObjectType("SuncWallet")
export class SuncWalletType {
  @Field(() => String) address!: string;
  @Field(() => String) encryptedPrivateKey!: string;
  @Field(() => Int) version!: number;
}

@ObjectType("User")
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The player's email (their own, or staff's view); null when none is set" }) email!: string | null;
  @Field(() => Boolean) banned!: boolean;
  @Field(() => UserTypeName) userType!: UserTypeName;
  @Field(() => Boolean) isAdmin!: boolean;
  @Field(() => String, { nullable: true }) refCode!: string | null;
  @Field(() => SuncWalletType, { nullable: true }) sunc!: SuncWalletType | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
