import { Field, ObjectType } from "type-graphql";
import { PageInfoType } from "../../graphql/page-info.type.js";
import { TableRoundType } from "./tables.type.js";

@ObjectType("TableRoundEdge")
export class TableRoundEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => TableRoundType) node!: TableRoundType;
}

@ObjectType("TableRoundConnection", { description: "A table's rounds, newest first" })
export class TableRoundConnectionType {
  @Field(() => [TableRoundEdgeType]) edges!: TableRoundEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
